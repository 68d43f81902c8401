import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { corporate, insertProduct, validForm } from '../helpers/checkout-fixtures.ts';
import { checkoutCart, paymentCallback, paySandbox } from '../helpers/order-flow.ts';
import { issueDueInvoices } from '#api/features/invoices/issue-invoices.ts';
import { createNilveraProvider } from '#api/features/invoices/nilvera-provider.ts';
import { startFakeNilvera } from '#api/features/invoices/nilvera-fake.test-support.ts';
import { cancelDueInvoices, MANUAL_CANCEL_NOTE } from '#api/features/invoices/cancel-invoices.ts';
import { createLocalProvider } from '#api/features/invoices/local-provider.ts';
import { adminToken } from '../helpers/sessions.ts';
import { bearer, postJsonAs } from '../helpers/admin-session.ts';

const backends = runsOn('pglite');

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

  it("withdraws a cancelled e-Arşiv invoice at Nilvera, retrying after an outage; an e-Fatura is left to GİB's portal", async () => {
    const provider = createNilveraProvider({ apiKey: 'nilvera-test-key', baseUrl: fake.url });
    const admin = await adminToken(shop.db.sql);
    const person = await paidOrder({ identityNumber: '10000000146' });
    const firm = await paidOrder(corporate);
    await only([person.id, firm.id]);
    expect(await issueDueInvoices(shop.server.ctx, provider)).toMatchObject({ issued: 2 });
    const refundAll = async (orderId: number) => {
      const items = await shop.db.sql<{ id: number; quantity: number }[]>`
        SELECT id, quantity FROM order_items WHERE order_id = ${orderId}`;
      const res = await postJsonAs(admin, `${shop.server.url}/api/admin/orders/${orderId}/refunds`, {
        kind: 'refund',
        lines: items.map((i) => ({ itemId: i.id, quantity: i.quantity })),
      });
      expect(res.status).toBe(200);
    };
    await refundAll(person.id);
    await refundAll(firm.id);
    const state = async (orderId: number) =>
      (
        await shop.db.sql<{ status: string; uuid: string; cancel_state: string | null; cancel_error: string | null }[]>`
          SELECT status, uuid, cancel_state, cancel_error FROM invoices WHERE order_id = ${orderId}`
      )[0]!;
    expect(await state(person.id)).toMatchObject({ status: 'cancelled', cancel_state: 'pending' });

    // Nilvera is down for the first call: the e-Arşiv cancellation waits and is sent again.
    fake.failNextSends(1);
    let now = new Date();
    const only2 = (ids: number[]) =>
      shop.db.sql`UPDATE invoices SET cancel_next_attempt_at = now() + interval '1 year'
        WHERE cancel_state = 'pending' AND order_id <> ALL(${ids})`;
    await only2([person.id, firm.id]);
    const first = await cancelDueInvoices(shop.server.ctx, provider, () => now);
    expect(first.retrying + first.issued).toBe(2);
    const earsiv = await state(person.id);
    expect(fake.cancelled).not.toContain(earsiv.uuid);
    now = new Date(now.getTime() + 61_000);
    expect(await cancelDueInvoices(shop.server.ctx, provider, () => now)).toMatchObject({ issued: 1 });
    expect(await state(person.id)).toMatchObject({ cancel_state: 'done', cancel_error: null });
    expect(fake.cancelled.filter((u) => u === earsiv.uuid)).toHaveLength(1);

    // The e-Fatura is not sent to Nilvera's API: the admin is told to file it through GİB's portal.
    const efatura = await state(firm.id);
    expect(efatura).toMatchObject({ cancel_state: 'manual', cancel_error: MANUAL_CANCEL_NOTE });
    expect(fake.cancelled).not.toContain(efatura.uuid);
    const list = await (
      await fetch(`${shop.server.url}/api/admin/invoices?status=cancelled`, { headers: bearer(admin) })
    ).json();
    const rows = list.invoices.filter((i: { orderId: number }) => [person.id, firm.id].includes(i.orderId));
    expect(rows.map((i: { cancellation: unknown }) => i.cancellation)).toEqual(
      expect.arrayContaining([
        { state: 'done', error: null },
        { state: 'manual', error: MANUAL_CANCEL_NOTE },
      ]),
    );
  });

  it('fails a cancellation another provider cannot send, and sends it after the admin retries with the right one', async () => {
    const provider = createNilveraProvider({ apiKey: 'nilvera-test-key', baseUrl: fake.url });
    const admin = await adminToken(shop.db.sql);
    const order = await paidOrder({ identityNumber: '10000000146' });
    await only([order.id]);
    await issueDueInvoices(shop.server.ctx, provider);
    const items = await shop.db.sql<{ id: number; quantity: number }[]>`
      SELECT id, quantity FROM order_items WHERE order_id = ${order.id}`;
    await postJsonAs(admin, `${shop.server.url}/api/admin/orders/${order.id}/refunds`, {
      kind: 'refund',
      lines: items.map((i) => ({ itemId: i.id, quantity: i.quantity })),
    });
    await shop.db.sql`UPDATE invoices SET cancel_next_attempt_at = now() + interval '1 year'
      WHERE cancel_state = 'pending' AND order_id <> ${order.id}`;
    // The shop was switched back to the local provider: it cannot withdraw what Nilvera filed.
    expect(await cancelDueInvoices(shop.server.ctx, createLocalProvider())).toMatchObject({ failed: 1 });
    const [failed] = await shop.db.sql<{ id: number; cancel_state: string; cancel_error: string }[]>`
      SELECT id, cancel_state, cancel_error FROM invoices WHERE order_id = ${order.id}`;
    expect(failed).toMatchObject({
      cancel_state: 'failed',
      cancel_error: 'Fatura nilvera sağlayıcısıyla düzenlendi; iptali orada yapılmalı',
    });
    const retry = await postJsonAs(admin, `${shop.server.url}/api/admin/invoices/${failed!.id}/retry`, {});
    expect(retry.status).toBe(200);
    expect(await cancelDueInvoices(shop.server.ctx, provider)).toMatchObject({ issued: 1 });
    const [done] = await shop.db.sql<{ cancel_state: string }[]>`
      SELECT cancel_state FROM invoices WHERE order_id = ${order.id}`;
    expect(done!.cancel_state).toBe('done');
    // A second retry has nothing to retry.
    const again = await postJsonAs(admin, `${shop.server.url}/api/admin/invoices/${failed!.id}/retry`, {});
    expect(again.status).toBe(409);
  });
});
