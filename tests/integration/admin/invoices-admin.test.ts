import { describe, expect, it } from 'vitest';
import { runsOn } from '../../helpers/databases.ts';
import { useShopUnderTest } from '../../helpers/shop-under-test.ts';
import { insertProduct, validForm } from '../../helpers/checkout-fixtures.ts';
import { checkoutCart, paymentCallback, paySandbox } from '../../helpers/order-flow.ts';
import { adminAndCustomerTokens, bearer, postJsonAs } from '../../helpers/admin-session.ts';
import { issueDueInvoices } from '#api/features/invoices/issue-invoices.ts';
import { InvoiceProviderError, type InvoiceProvider } from '#api/features/invoices/provider-types.ts';
import { INVOICE_MESSAGES } from '#api/features/invoices/schemas.ts';

const backends = runsOn('pglite');

const failing: InvoiceProvider = {
  name: 'local',
  test: true,
  isEFaturaUser: async () => false,
  issue: async () => {
    throw new InvoiceProviderError('Entegratör reddetti: geçersiz alıcı adresi', false);
  },
  cancel: async () => 'cancelled',
};

describe.each(backends)("the admin's 'Faturalar' and the dashboard warning (%s)", (backend) => {
  const shop = useShopUnderTest(backend);
  const get = (path: string, token: string) => fetch(`${shop.server.url}${path}`, { headers: bearer(token) });

  async function paidOrder() {
    const productId = await insertProduct(shop.db.sql, { basePrice: '75.00' });
    const order = await checkoutCart(shop, [{ productId, quantity: 1 }], validForm());
    await paySandbox(shop, order.token);
    await paymentCallback(shop, order.token);
    return order;
  }

  it('lists a refused invoice as failed with its reason, retries it, and counts orders paid 5+ days ago without one', async () => {
    const { admin, customer } = await adminAndCustomerTokens(shop.db.sql);
    const order = await paidOrder();
    expect(await issueDueInvoices(shop.server.ctx, failing)).toMatchObject({ failed: 1 });

    const failed = await (await get('/api/admin/invoices?status=failed', admin)).json();
    expect(failed.invoices).toEqual([
      expect.objectContaining({
        orderNumber: order.orderNumber,
        status: 'failed',
        lastError: 'Entegratör reddetti: geçersiz alıcı adresi',
        attempts: 1,
        kind: 'e-arsiv',
      }),
    ]);
    expect((await get('/api/admin/invoices?status=bilinmeyen', admin)).status).toBe(400);
    expect((await get('/api/admin/invoices', customer)).status).toBe(403);

    // Paid six days ago and still without an invoice: the dashboard warns.
    await shop.db.sql`UPDATE orders SET paid_at = now() - interval '6 days' WHERE id = ${order.id}`;
    const dashboard = await (await get('/api/admin/dashboard', admin)).json();
    expect(dashboard.uninvoiced).toEqual({ count: 1, days: 5 });

    const id = failed.invoices[0].id as number;
    const retried = await postJsonAs(admin, `${shop.server.url}/api/admin/invoices/${id}/retry`, {});
    expect(retried.status).toBe(200);
    expect(await (await get('/api/admin/invoices?status=waiting', admin)).json()).toMatchObject({
      invoices: [{ id, status: 'waiting', attempts: 0 }],
    });
    const { createLocalProvider } = await import('#api/features/invoices/local-provider.ts');
    expect(await issueDueInvoices(shop.server.ctx, createLocalProvider())).toMatchObject({ issued: 1 });
    expect((await (await get('/api/admin/dashboard', admin)).json()).uninvoiced.count).toBe(0);
    const again = await postJsonAs(admin, `${shop.server.url}/api/admin/invoices/${id}/retry`, {});
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: INVOICE_MESSAGES.notRetryable });
  });

  it('issues on shipping instead of payment when the setting says so', async () => {
    const { admin } = await adminAndCustomerTokens(shop.db.sql);
    await shop.db.sql`INSERT INTO settings (key, value) VALUES ('invoice_issue_on', 'shipping')`;
    try {
      const order = await paidOrder();
      expect(await shop.db.sql`SELECT id FROM invoices WHERE order_id = ${order.id}`).toHaveLength(0);
      const shipped = await postJsonAs(admin, `${shop.server.url}/api/admin/orders/${order.id}/status`, {
        status: 'shipped',
        carrier: 'Aras Kargo',
        trackingNumber: 'AR123456',
      });
      expect(shipped.status).toBe(200);
      expect(await shop.db.sql`SELECT status FROM invoices WHERE order_id = ${order.id}`).toEqual([
        { status: 'waiting' },
      ]);
    } finally {
      await shop.db.sql`DELETE FROM settings WHERE key = 'invoice_issue_on'`;
    }
  });
});
