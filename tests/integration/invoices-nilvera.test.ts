import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { insertProduct, validForm } from '../helpers/checkout-fixtures.ts';
import { checkoutCart, paymentCallback, paySandbox } from '../helpers/order-flow.ts';
import { issueDueInvoices } from '#api/invoices/issue-invoices.ts';
import { createNilveraProvider } from '#api/invoices/nilvera-provider.ts';
import { startFakeNilvera } from '#api/invoices/nilvera-fake.test-support.ts';

const corporate = {
  invoiceType: 'corporate',
  companyName: 'Yılmaz Elektrik Ltd. Şti.',
  taxNumber: '9029589240',
  taxOffice: 'Ostim',
};

describe.each(backends)('invoices through Nilvera, against a local fake of its API (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  let fake: Awaited<ReturnType<typeof startFakeNilvera>>;
  beforeAll(async () => {
    fake = await startFakeNilvera('nilvera-test-key', { '9029589240': 'urn:mail:defaultpk@yilmazelektrik.com.tr' });
  });
  afterAll(() => fake?.close());

  async function paidOrder(form: Record<string, unknown> = {}) {
    const productId = await insertProduct(shop.db.sql, { basePrice: '250.00' });
    const order = await checkoutCart(shop, [{ productId, quantity: 1 }], { ...validForm(), ...form });
    await paySandbox(shop, order.token);
    await paymentCallback(shop, order.token);
    return order;
  }
  const only = (ids: number[]) =>
    shop.db
      .sql`UPDATE invoices SET next_attempt_at = now() + interval '1 year' WHERE status = 'waiting' AND order_id <> ALL(${ids})`;

  it('sends a registered firm an e-Fatura to its mailbox and a consumer an e-Arşiv invoice, asking the user list once per firm', async () => {
    const provider = createNilveraProvider({ apiKey: 'nilvera-test-key', baseUrl: fake.url });
    const firm = await paidOrder(corporate);
    const firmAgain = await paidOrder(corporate);
    const person = await paidOrder({ identityNumber: '10000000146' });
    await only([firm.id, firmAgain.id, person.id]);
    expect(await issueDueInvoices(shop.server.ctx, provider)).toMatchObject({ issued: 3 });
    const sent = fake.documents.slice(-3);
    expect(sent.map((d) => [d.path, d.alias])).toEqual([
      ['/einvoice/Send/Xml', 'urn:mail:defaultpk@yilmazelektrik.com.tr'],
      ['/einvoice/Send/Xml', 'urn:mail:defaultpk@yilmazelektrik.com.tr'],
      ['/earchive/Send/Xml', null],
    ]);
    expect(sent[0]!.xml).toContain('<cbc:ProfileID>TEMELFATURA</cbc:ProfileID>');
    expect(sent[2]!.xml).toContain('<cbc:ProfileID>EARSIVFATURA</cbc:ProfileID>');
    // The user list is cached: one look-up for the firm's two orders.
    expect(provider.userListLookups()).toBe(1);
    const rows = await shop.db.sql<{ provider: string; status: string }[]>`
      SELECT provider, status FROM invoices WHERE order_id IN ${shop.db.sql([firm.id, firmAgain.id, person.id])}`;
    expect(rows).toEqual(Array(3).fill({ provider: 'nilvera', status: 'issued' }));
  });

  it('retries after Nilvera fails, and takes its "already sent" answer for the same ETTN as success', async () => {
    const provider = createNilveraProvider({ apiKey: 'nilvera-test-key', baseUrl: fake.url });
    const order = await paidOrder();
    await only([order.id]);
    fake.failNextSends(1);
    let now = new Date();
    expect(await issueDueInvoices(shop.server.ctx, provider, () => now)).toMatchObject({ retrying: 1 });
    const [waiting] = await shop.db.sql<{ status: string; last_error: string; uuid: string }[]>`
      SELECT status, last_error, uuid FROM invoices WHERE order_id = ${order.id}`;
    expect(waiting).toMatchObject({
      status: 'waiting',
      last_error: 'Nilvera faturayı reddetti: Servis geçici olarak kullanılamıyor',
    });
    now = new Date(now.getTime() + 61_000);
    expect(await issueDueInvoices(shop.server.ctx, provider, () => now)).toMatchObject({ issued: 1 });
    expect(fake.documents.filter((d) => d.xml.includes(waiting!.uuid))).toHaveLength(1);

    // The answer got lost after Nilvera filed it: the retry is told 'already sent' and counts as issued.
    const lost = await paidOrder();
    await only([lost.id]);
    await issueDueInvoices(shop.server.ctx, provider);
    // Due a second ago: the job's clock is the app's, in milliseconds, the database's in microseconds.
    await shop.db
      .sql`UPDATE invoices SET status = 'waiting', next_attempt_at = now() - interval '1 second' WHERE order_id = ${lost.id}`;
    expect(await issueDueInvoices(shop.server.ctx, provider)).toMatchObject({ issued: 1 });
  });

  it('refuses with a wrong key, and keeps the reason for the admin', async () => {
    const provider = createNilveraProvider({ apiKey: 'yanlis-anahtar', baseUrl: fake.url });
    const order = await paidOrder();
    await only([order.id]);
    expect(await issueDueInvoices(shop.server.ctx, provider)).toMatchObject({ failed: 1 });
    const [row] = await shop.db.sql<
      { last_error: string }[]
    >`SELECT last_error FROM invoices WHERE order_id = ${order.id}`;
    expect(row!.last_error).toBe('Nilvera faturayı reddetti: Yetkisiz');
  });
});
