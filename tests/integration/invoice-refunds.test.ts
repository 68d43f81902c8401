import { describe, expect, it } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { corporate, insertProduct, validForm } from '../helpers/checkout-fixtures.ts';
import { checkoutCart, paymentCallback, paySandbox } from '../helpers/order-flow.ts';
import { adminAndCustomerTokens, postJsonAs } from '../helpers/admin-session.ts';
import { checkInvoices } from '../helpers/ubl-tr.ts';
import { issueDueInvoices } from '#api/features/invoices/issue-invoices.ts';
import { createLocalProvider } from '#api/features/invoices/local-provider.ts';

const backends = runsOn('pglite');

describe.each(backends)('what a refund does to the invoice (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  let admin = '';

  async function invoicedOrder(form: Record<string, unknown> = {}) {
    admin ||= (await adminAndCustomerTokens(shop.db.sql)).admin;
    const a = await insertProduct(shop.db.sql, { basePrice: '120.00', vatRate: 20 });
    const b = await insertProduct(shop.db.sql, { basePrice: '33.33', vatRate: 10 });
    const order = await checkoutCart(
      shop,
      [
        { productId: a, quantity: 3 },
        { productId: b, quantity: 2 },
      ],
      { ...validForm(), ...form },
    );
    await paySandbox(shop, order.token);
    await paymentCallback(shop, order.token);
    await issueDueInvoices(shop.server.ctx, createLocalProvider());
    const items = await shop.db.sql<
      { id: number; quantity: number }[]
    >`SELECT id, quantity FROM order_items WHERE order_id = ${order.id} ORDER BY id`;
    return { ...order, items };
  }
  const invoices = (orderId: number) =>
    shop.db.sql<
      {
        type_code: string;
        status: string;
        number: string | null;
        xml: string | null;
        returns_invoice_id: number | null;
      }[]
    >`
      SELECT type_code, status, number, xml, returns_invoice_id FROM invoices WHERE order_id = ${orderId} ORDER BY id`;
  const refund = (orderId: number, body: unknown) =>
    postJsonAs(admin, `${shop.server.url}/api/admin/orders/${orderId}/refunds`, body);

  const returnXml: { name: string; xml: string }[] = [];

  it('cancels the invoice when the whole order is refunded within the 8-day window', async () => {
    const o = await invoicedOrder();
    const res = await refund(o.id, {
      kind: 'refund',
      lines: o.items.map((i) => ({ itemId: i.id, quantity: i.quantity })),
    });
    expect(res.status).toBe(200);
    expect(await invoices(o.id)).toMatchObject([{ type_code: 'SATIS', status: 'cancelled' }]);
    // The local provider filed nothing, so nothing is left to withdraw (an integrator's: cancel-invoices.ts).
    const [cancel] = await shop.db.sql<{ cancel_state: string }[]>`
      SELECT cancel_state FROM invoices WHERE order_id = ${o.id}`;
    expect(cancel!.cancel_state).toBe('done');
    const view = await (await fetch(`${shop.server.url}/api/orders/${o.orderNumber}`)).json();
    expect(view.invoice.status).toBe('cancelled');
  });

  it('documents a partial refund of lines with a return (IADE) document naming the sales invoice', async () => {
    const o = await invoicedOrder();
    const res = await refund(o.id, {
      kind: 'refund',
      lines: [
        { itemId: o.items[0]!.id, quantity: 1 },
        { itemId: o.items[1]!.id, quantity: 1 },
      ],
    });
    expect(res.status).toBe(200);
    const [sale, waiting] = await invoices(o.id);
    expect(sale).toMatchObject({ status: 'issued' });
    expect(waiting).toMatchObject({ type_code: 'IADE', status: 'waiting' });
    expect(await issueDueInvoices(shop.server.ctx, createLocalProvider())).toMatchObject({ issued: 1 });
    const [, ret] = await invoices(o.id);
    expect(ret).toMatchObject({ type_code: 'IADE', status: 'issued' });
    expect(ret!.xml).toContain('<cbc:InvoiceTypeCode>IADE</cbc:InvoiceTypeCode>');
    expect(ret!.xml).toContain(`<cbc:ID>${sale!.number}</cbc:ID>`);
    const [{ amount }] = await shop.db.sql<
      [{ amount: string }]
    >`SELECT amount FROM order_refunds WHERE order_id = ${o.id}`;
    expect(ret!.xml).toContain(`<cbc:PayableAmount currencyID="TRY">${amount}</cbc:PayableAmount>`);
    returnXml.push({ name: 'earsiv-iade', xml: ret!.xml! });
  });

  it('documents a whole refund after the window with a return document, not a cancellation', async () => {
    const o = await invoicedOrder(corporate);
    await shop.db.sql`UPDATE invoices SET issued_at = issued_at - interval '9 days' WHERE order_id = ${o.id}`;
    const res = await refund(o.id, {
      kind: 'refund',
      lines: o.items.map((i) => ({ itemId: i.id, quantity: i.quantity })),
    });
    expect(res.status).toBe(200);
    await issueDueInvoices(shop.server.ctx, createLocalProvider());
    expect(await invoices(o.id)).toMatchObject([
      { type_code: 'SATIS', status: 'issued' },
      { type_code: 'IADE', status: 'issued' },
    ]);
    returnXml.push({ name: 'corporate-iade', xml: (await invoices(o.id))[1]!.xml! });
  });

  it('leaves an amount-only refund for the admin: the return document fails with the reason', async () => {
    const o = await invoicedOrder();
    expect((await refund(o.id, { kind: 'refund', amount: '10.00' })).status).toBe(200);
    await issueDueInvoices(shop.server.ctx, createLocalProvider());
    const [, ret] = await shop.db.sql<{ status: string; last_error: string; number: string | null }[]>`
      SELECT status, last_error, number FROM invoices WHERE order_id = ${o.id} ORDER BY id`;
    expect(ret).toMatchObject({ status: 'failed', number: null });
    expect(ret!.last_error).toContain('elle düzenleyin');
  });

  it('return documents pass the UBL 2.1 XSD and GİB schematron', async () => {
    expect(returnXml).toHaveLength(2);
    const findings = await checkInvoices(returnXml);
    for (const [name, f] of Object.entries(findings)) expect({ name, ...f }).toEqual({ name, xsd: [], schematron: [] });
  }, 120_000);
});
