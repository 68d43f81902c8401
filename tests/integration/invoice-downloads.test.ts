import { describe, expect, it } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { placeOrder, registerCustomer } from '../helpers/account-fixtures.ts';
import { adminToken, customerToken } from '../helpers/sessions.ts';
import { bearer } from '../helpers/admin-session.ts';
import { mailsOf, paymentCallback, paySandbox } from '../helpers/order-flow.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { issueDueInvoices } from '#api/features/invoices/issue-invoices.ts';
import { createLocalProvider } from '#api/features/invoices/local-provider.ts';
import { INVOICE_MESSAGES } from '#api/features/invoices/schemas.ts';

const backends = runsOn('pglite');

describe.each(backends)('an order invoice on the order page, in the account and for the admin (%s)', (backend) => {
  const shop = useShopUnderTest(backend);

  async function customerOrder() {
    const customer = await registerCustomer(shop.server.url);
    const orderNumber = await placeOrder(
      shop.db.sql,
      shop.server.url,
      { token: customer.token, userId: customer.id },
      {
        identityNumber: '10000000146',
      },
    );
    const [o] = await shop.db.sql<{ id: number; payment_token: string }[]>`
      SELECT id, payment_token FROM orders WHERE order_number = ${orderNumber}`;
    return { customer, orderNumber, id: o!.id, token: o!.payment_token };
  }
  const get = (path: string, token?: string) =>
    fetch(`${shop.server.url}${path}`, { headers: token ? bearer(token) : {} });

  it('shows no invoice before it is issued, then its number, ETTN, kind, date and status', async () => {
    const o = await customerOrder();
    await paySandbox(shop, o.token);
    await paymentCallback(shop, o.token);
    const before = await (await get(`/api/orders/${o.orderNumber}`, o.customer.token)).json();
    expect(before.invoice).toBeNull();
    const pdfBefore = await get(`/api/account/orders/${o.orderNumber}/invoice.pdf`, o.customer.token);
    expect(pdfBefore.status).toBe(404);
    expect(await pdfBefore.json()).toEqual({ message: INVOICE_MESSAGES.notIssued });

    await issueDueInvoices(shop.server.ctx, createLocalProvider());
    const [inv] = await shop.db.sql<
      { number: string; uuid: string }[]
    >`SELECT number, uuid FROM invoices WHERE order_id = ${o.id}`;
    const after = await (await get(`/api/orders/${o.orderNumber}`, o.customer.token)).json();
    expect(after.invoice).toEqual({
      number: inv!.number,
      uuid: inv!.uuid,
      kind: 'e-arsiv',
      issuedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'issued',
    });

    // The buyer is told by mail, with the number, the ETTN and where the PDF is.
    const mail = (await mailsOf(shop, o.orderNumber)).find((m) => m.includes('Fatura no:'));
    expect(mail).toBeDefined();
    expect(mail).toContain(inv!.number);
    expect(mail).toContain(inv!.uuid);
    expect(mail).toContain(`/api/orders/${o.orderNumber}/invoice.pdf?ettn=${inv!.uuid}`);

    // The owner downloads the PDF (marked Test: the local provider) and the XML.
    const pdf = await get(`/api/account/orders/${o.orderNumber}/invoice.pdf`, o.customer.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${inv!.number}.pdf"`);
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    for (const expected of [
      'e-Arşiv Fatura',
      inv!.number,
      inv!.uuid,
      'Test',
      'T.C. Kimlik No',
      '10000000146',
      'KDV Matrahı (%20)',
      'Ödenecek Tutar',
      'Bu satış internet üzerinden yapılmıştır',
    ]) {
      expect(text).toContain(expected);
    }
    const xml = await get(`/api/account/orders/${o.orderNumber}/invoice.xml`, o.customer.token);
    expect(xml.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await xml.text()).toContain(`<cbc:UUID>${inv!.uuid}</cbc:UUID>`);

    // Another customer, and nobody signed in, get nothing.
    const stranger = await customerToken(shop.db.sql);
    expect((await get(`/api/account/orders/${o.orderNumber}/invoice.pdf`, stranger)).status).toBe(404);
    expect((await get(`/api/account/orders/${o.orderNumber}/invoice.xml`)).status).toBe(401);

    // The admin downloads both by the order's id; a customer may not.
    const admin = await adminToken(shop.db.sql);
    const adminPdf = await get(`/api/admin/orders/${o.id}/invoice.pdf`, admin);
    expect(adminPdf.status).toBe(200);
    expect(await pdfText(new Uint8Array(await adminPdf.arrayBuffer()))).toContain(inv!.number);
    expect(await (await get(`/api/admin/orders/${o.id}/invoice.xml`, admin)).text()).toContain(inv!.number);
    expect((await get(`/api/admin/orders/${o.id}/invoice.pdf`, stranger)).status).toBe(403);
  });

  it('lets a guest download the invoice by the link in the mail, and nobody without the ETTN', async () => {
    const orderNumber = await placeOrder(shop.db.sql, shop.server.url, null, { identityNumber: '10000000146' });
    const [o] = await shop.db.sql<{ id: number; payment_token: string; session_id: string }[]>`
      SELECT id, payment_token, session_id FROM orders WHERE order_number = ${orderNumber}`;
    await paySandbox(shop, o!.payment_token);
    await paymentCallback(shop, o!.payment_token);
    await issueDueInvoices(shop.server.ctx, createLocalProvider());
    const [inv] = await shop.db.sql<{ number: string; uuid: string }[]>`
      SELECT number, uuid FROM invoices WHERE order_id = ${o!.id}`;

    // The mail's link is the only key a guest has.
    let link: string | undefined;
    for (let i = 0; i < 50 && !link; i++) {
      const mail = (await mailsOf(shop, orderNumber)).find((m) => m.includes('Fatura no:'));
      link = mail && /https?:\/\/\S+\/api\/orders\/\S+invoice\.pdf\?ettn=\S+/.exec(mail)?.[0];
      if (!link) await new Promise((r) => setTimeout(r, 100));
    }
    expect(link).toBeDefined();
    const path = new URL(link!).pathname + new URL(link!).search;
    expect(path).toBe(`/api/orders/${orderNumber}/invoice.pdf?ettn=${inv!.uuid}`);
    const pdf = await get(path);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain(inv!.number);
    const xml = await get(`/api/orders/${orderNumber}/invoice.xml?ettn=${inv!.uuid.toUpperCase()}`);
    expect(await xml.text()).toContain(`<cbc:UUID>${inv!.uuid}</cbc:UUID>`);

    // A wrong or missing ETTN, or another order's number, opens nothing and says the same.
    const other = await placeOrder(shop.db.sql, shop.server.url, null);
    for (const bad of [
      `/api/orders/${orderNumber}/invoice.pdf?ettn=00000000-0000-4000-8000-000000000000`,
      `/api/orders/${orderNumber}/invoice.pdf`,
      `/api/orders/${orderNumber}/invoice.pdf?ettn=%27%3B--`,
      `/api/orders/${other}/invoice.pdf?ettn=${inv!.uuid}`,
    ]) {
      const res = await get(bad);
      expect(res.status, bad).toBe(404);
      expect(await res.json()).toEqual({ message: INVOICE_MESSAGES.notFound });
    }

    // The browser session that placed the order needs no ETTN (the order page's own link).
    const own = await fetch(`${shop.server.url}/api/orders/${orderNumber}/invoice.pdf`, {
      headers: { 'x-session-id': o!.session_id },
    });
    expect(own.status).toBe(200);

    // After the KVKK window a stranger's order view hides the ETTN, and so the link.
    await shop.db.sql`UPDATE orders SET created_at = now() - interval '31 days' WHERE id = ${o!.id}`;
    const masked = await (await get(`/api/orders/${orderNumber}`)).json();
    expect(masked.invoice.number).toBe(inv!.number);
    expect(masked.invoice.uuid).not.toContain(inv!.uuid.slice(0, 8));
    expect(masked.invoice.uuid.endsWith(inv!.uuid.slice(-4))).toBe(true);
  });
});
