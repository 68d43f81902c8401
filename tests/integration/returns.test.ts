import { describe, expect, it } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import {
  createCheckout,
  insertCart,
  insertProduct,
  newSessionId,
  stockOf,
  validForm,
} from '../helpers/checkout-fixtures.ts';
import { mailsOf, paySandbox, paymentCallback } from '../helpers/order-flow.ts';
import { NOT_WITHDRAWABLE } from '#api/shared/sales-contract.ts';
import { adminAndCustomerTokens, bearer, form, pngFile } from '../helpers/admin-session.ts';
import { call } from '../helpers/api-calls.ts';
import { registerCustomer } from '../helpers/account-fixtures.ts';
import { issueDueInvoices } from '#api/features/invoices/issue-invoices.ts';
import { createLocalProvider } from '#api/features/invoices/local-provider.ts';
import { returnLines } from '#api/features/invoices/invoice-from-order.ts';
import { RETURN_MESSAGES as m, trDay } from '#api/schemas/returns.ts';
import { toKurus } from '#api/shared/money.ts';

// Returns and the right of withdrawal over the real API (issue 49): the buyer's request under the
// law's 14 days, the shop's approval, receipt with restock, refund and its invoice side.

const backends = runsOn('both');
const DAY = 86_400_000;

describe.each(backends)('returns and withdrawal (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  let admin = '';
  let settingsSaved = false;
  const signIn = async () => {
    admin ||= (await adminAndCustomerTokens(shop.db.sql)).admin;
  };
  const url = () => shop.server.url;

  /** A paid order of a returnable product (3 × 120.00, 20 %) and a cut cable (2 × 33.33, 10 %), delivered `daysAgo`. */
  async function deliveredOrder(
    opts: {
      daysAgo?: number;
      code?: string;
      owner?: { token: string; id: number };
      transfer?: boolean;
      weighed?: boolean;
    } = {},
  ) {
    await signIn();
    if (!settingsSaved) {
      settingsSaved = true;
      const saved = await call(url(), 'PUT', '/api/admin/returns/settings', {
        token: admin,
        body: {
          address: 'İvedik OSB 1468. Cadde No: 27 Yenimahalle / Ankara',
          carriers: [{ carrier: 'Aras Kargo', code: '1234567' }],
        },
      });
      expect(saved.status).toBe(200);
    }
    const a = await insertProduct(shop.db.sql, { basePrice: '120.00', vatRate: 20, stock: 50 });
    const b = await insertProduct(shop.db.sql, {
      basePrice: '33.33',
      vatRate: 10,
      stock: 50,
      name: 'Kablo NYM 3x2,5 (metre)',
    });
    await shop.db.sql`UPDATE products SET returnable = false WHERE id = ${b}`;
    if (opts.weighed) await shop.db.sql`UPDATE products SET weight_kg = 1 WHERE id = ${a}`;
    const session = newSessionId();
    const lines = [
      { productId: a, quantity: 3 },
      { productId: b, quantity: 2 },
    ];
    if (opts.owner) {
      await shop.db.sql`DELETE FROM carts WHERE user_id = ${opts.owner.id}`;
      await insertCart(shop.db.sql, { userId: opts.owner.id }, lines);
    } else await insertCart(shop.db.sql, { sessionId: session }, lines);
    if (opts.code) {
      const applied = await call(url(), 'POST', '/api/cart/promotion', {
        session,
        token: opts.owner?.token,
        body: { code: opts.code },
      });
      expect(applied.status, JSON.stringify(applied.json)).toBe(200);
    }
    const form = { ...validForm(), ...(opts.transfer ? { paymentMethod: 'bank_transfer' } : {}) };
    const res = await createCheckout(url(), session, form, opts.owner ? bearer(opts.owner.token) : {});
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { token?: string; orderNumber?: string };
    const [o] = await shop.db.sql<{ id: number; order_number: string; total_amount: string }[]>`
      SELECT id, order_number, total_amount::text FROM orders
      WHERE payment_token = ${answer.token ?? ''} OR order_number = ${answer.orderNumber ?? ''}`;
    if (opts.transfer) {
      const paidAt = new Date().toISOString().slice(0, 10);
      const paid = await call(url(), 'POST', `/api/admin/orders/${o!.id}/payments`, {
        token: admin,
        body: { amount: o!.total_amount, paidAt },
      });
      expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    } else {
      await paySandbox(shop, answer.token!);
      await paymentCallback(shop, answer.token!);
    }
    await issueDueInvoices(shop.server.ctx, createLocalProvider());
    for (const body of [
      { status: 'shipped', carrier: 'Aras Kargo', trackingNumber: 'AR123' },
      { status: 'delivered' },
    ]) {
      const moved = await call(url(), 'POST', `/api/admin/orders/${o!.id}/status`, { token: admin, body });
      expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    }
    if (opts.daysAgo)
      await shop.db
        .sql`UPDATE orders SET delivered_at = delivered_at - ${opts.daysAgo * DAY} * interval '1 millisecond' WHERE id = ${o!.id}`;
    const items = await shop.db.sql<
      { id: number; product_id: number; quantity: number; net_amount: string; vat_amount: string }[]
    >`
      SELECT id, product_id, quantity, net_amount, vat_amount FROM order_items WHERE order_id = ${o!.id} ORDER BY id`;
    return { id: o!.id, number: o!.order_number, session, a, b, items, cut: items.find((i) => i.product_id === b)! };
  }

  const ask = (order: { number: string; session: string }, body: unknown, token?: string) =>
    call(url(), 'POST', `/api/orders/${order.number}/returns`, { session: order.session, token, body });
  const step = (id: number, action: string, body: unknown = {}) =>
    call(url(), 'POST', `/api/admin/returns/${id}/${action}`, { token: admin, body });

  it('takes a withdrawal inside the 14 days and on the last day, and refuses it the day after, naming that day', async () => {
    for (const [daysAgo, ok] of [
      [3, true],
      [14, true],
      [15, false],
    ] as const) {
      const o = await deliveredOrder({ daysAgo });
      const res = await ask(o, { lines: [{ orderItemId: o.items[0]!.id, quantity: 1 }], reason: 'withdrawal' });
      if (ok) {
        expect(res.status, JSON.stringify(res.json)).toBe(200);
        expect(res.json).toMatchObject({
          state: 'requested',
          returnNumber: expect.stringMatching(/^IADE-[A-Z2-7]{8}$/),
        });
        expect(res.json.returnCode).toBeUndefined();
        continue;
      }
      const [row] = await shop.db.sql<{ at: Date }[]>`SELECT delivered_at AS at FROM orders WHERE id = ${o.id}`;
      const lastDay = new Date(row!.at.getTime() + 3 * 3_600_000 + 14 * DAY).toISOString().slice(0, 10);
      expect(res.status).toBe(409);
      expect(res.json.message).toBe(m.windowClosed(trDay(lastDay)));
      // A defect claim is not bound to the 14 days.
      const damaged = await ask(o, { lines: [{ orderItemId: o.items[0]!.id, quantity: 1 }], reason: 'damaged' });
      expect(damaged.status).toBe(200);
    }
  });

  it('refuses a withdrawal of a cut-to-length line naming the rule, more than was bought, and a second return of the same units', async () => {
    const o = await deliveredOrder();
    const cut = await ask(o, { lines: [{ orderItemId: o.cut.id, quantity: 1 }], reason: 'withdrawal' });
    expect(cut.status).toBe(400);
    expect(cut.json.message).toContain('Mesafeli Sözleşmeler Yönetmeliği md. 15/1-ç');
    const tooMany = await ask(o, { lines: [{ orderItemId: o.items[0]!.id, quantity: 4 }], reason: 'withdrawal' });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.message).toContain('en fazla 3 adet');
    // A product marked not returnable after the sale keeps the right its contract gave.
    await shop.db.sql`UPDATE products SET returnable = false WHERE id = ${o.a}`;
    expect((await ask(o, { lines: [{ orderItemId: o.items[0]!.id, quantity: 2 }], reason: 'withdrawal' })).status).toBe(
      200,
    );
    const again = await ask(o, { lines: [{ orderItemId: o.items[0]!.id, quantity: 2 }], reason: 'withdrawal' });
    expect(again.status).toBe(400);
    expect(again.json.message).toContain('en fazla 1 adet');
    // Two requests racing for the last unit: the order's lock lets one take it.
    const last = { lines: [{ orderItemId: o.items[0]!.id, quantity: 1 }], reason: 'withdrawal' };
    const raced = await Promise.all([ask(o, last), ask(o, last)]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(raced.find((r) => r.status === 400)!.json.message).toContain('tamamı zaten iade edildi veya iade talebinde');
    const other = await ask(o, { lines: [{ orderItemId: o.items[0]!.id, quantity: 1 }], reason: 'other' });
    expect(other.status).toBe(400);
    expect(other.json.message).toBe(m.noteRequired);
    // The product answer and the contract the confirmation mail carries say so too.
    expect((await call(url(), 'GET', `/api/products/details/${o.b}`)).json.returnable).toBe(false);
    const mails = (await mailsOf(shop, o.number)).join('\n');
    expect(mails).toContain(NOT_WITHDRAWABLE);
    expect(mails).toContain('Cayma formu');
    // The cart marks such a line for the checkout's contract preview.
    const session = newSessionId();
    await insertCart(shop.db.sql, { sessionId: session }, [{ productId: o.b, quantity: 1 }]);
    expect((await call(url(), 'GET', '/api/cart', { session })).json.items[0].returnable).toBe(false);
    const view = await call(url(), 'GET', `/api/orders/${o.number}`, { session: o.session });
    expect(view.json.returns).toHaveLength(2);
    expect(view.json.returnOptions.items[0]).toMatchObject({ quantityLeft: 0, withdrawable: true });
    expect(view.json.returnOptions.items[1]).toMatchObject({ withdrawable: false });
  });

  it("answers another buyer's order with 404, and nothing is recorded", async () => {
    const owner = await registerCustomer(url());
    const stranger = await registerCustomer(url());
    const o = await deliveredOrder({ owner: { token: owner.token, id: owner.id } });
    const body = { lines: [{ orderItemId: o.items[0]!.id, quantity: 1 }], reason: 'withdrawal' };
    const res = await call(url(), 'POST', `/api/orders/${o.number}/returns`, { token: stranger.token, body });
    expect(res.status).toBe(404);
    expect((await call(url(), 'POST', `/api/orders/${o.number}/returns`, { body })).status).toBe(404);
    const [{ n }] = await shop.db.sql<[{ n: number }]>`SELECT count(*)::int AS n FROM returns WHERE order_id = ${o.id}`;
    expect(n).toBe(0);
    expect((await call(url(), 'POST', `/api/orders/${o.number}/returns`, { token: owner.token, body })).status).toBe(
      200,
    );
  });

  it('refunds the received units at their discounted price and KDV per rate, restocks them once, and documents it with an IADE', async () => {
    await signIn();
    const promotion = await call(url(), 'POST', '/api/admin/promotions', {
      token: admin,
      body: { code: `IADE${Date.now().toString(36).toUpperCase()}`, kind: 'percent', value: '10' },
    });
    expect(promotion.status).toBe(201);
    const o = await deliveredOrder({ code: promotion.json.code });
    const [line] = o.items;
    const before = await stockOf(shop.db.sql, 'products', o.a);
    const asked = await ask(o, {
      lines: [
        { orderItemId: line!.id, quantity: 2 },
        { orderItemId: o.cut.id, quantity: 1 },
      ],
      reason: 'damaged',
      note: 'Kutusu ezik geldi',
    });
    expect(asked.status, JSON.stringify(asked.json)).toBe(200);
    const id = asked.json.id as number;
    // The damage's photos: stored like every image (decoded, re-encoded), five at most.
    const photos = (files: File[]) =>
      fetch(`${url()}/api/orders/${o.number}/returns/${asked.json.returnNumber}/photos`, {
        method: 'POST',
        headers: { 'x-session-id': o.session },
        body: form({ photos: files }),
      });
    const added = await photos([await pngFile('ezik.png')]);
    expect(added.status).toBe(200);
    expect((await added.json()).photos).toEqual([expect.stringMatching(/^\/uploads\/img\//)]);
    const six = await photos(await Promise.all([1, 2, 3, 4, 5].map((n) => pngFile(`p${n}.png`, `#00${n}0${n}0`))));
    expect(six.status).toBe(400);
    expect((await six.json()).message).toBe(m.tooManyPhotos);
    expect((await step(id, 'refund')).status).toBe(409);
    const approved = await step(id, 'approve');
    expect(approved.json).toMatchObject({ state: 'approved', carrier: 'Aras Kargo', returnCode: '1234567' });
    const sent = await call(url(), 'POST', `/api/orders/${o.number}/returns/${approved.json.returnNumber}/sent`, {
      session: o.session,
      body: { trackingNumber: 'AR-998' },
    });
    expect(sent.json.state).toBe('in_transit');
    const receipt = {
      lines: [
        { orderItemId: line!.id, quantity: 2, restock: true },
        { orderItemId: o.cut.id, quantity: 1, restock: false },
      ],
    };
    const [first, second] = await Promise.all([step(id, 'receive', receipt), step(id, 'receive', receipt)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await stockOf(shop.db.sql, 'products', o.a)).toBe(before + 2);
    expect(await stockOf(shop.db.sql, 'products', o.b)).toBe(50 - 2);
    // Received and asked for 5 days ago: 9 days are left to refund, within the dashboard's warning.
    await shop.db.sql`UPDATE returns SET created_at = now() - interval '5 days' WHERE id = ${id}`;
    const dashboard = await call(url(), 'GET', '/api/admin/dashboard', { token: admin });
    expect(dashboard.json.returnsDue.dueSoon).toBe(1);

    const refunded = await step(id, 'refund');
    expect(refunded.status, JSON.stringify(refunded.json)).toBe(200);
    // Each line gives back its share of what was paid for it: net of the discount, with its own rate.
    const share = (i: (typeof o.items)[number], q: number) =>
      Math.floor(((toKurus(i.net_amount) + toKurus(i.vat_amount)) * q + Math.floor(i.quantity / 2)) / i.quantity);
    const expected = share(line!, 2) + share(o.cut, 1);
    expect(toKurus(o.items[0]!.net_amount)).toBeLessThan(3 * 12_000);
    expect(refunded.json).toMatchObject({ state: 'refunded', refundAmount: (expected / 100).toFixed(2) });
    expect((await step(id, 'refund')).status).toBe(409);
    expect(await stockOf(shop.db.sql, 'products', o.a)).toBe(before + 2);

    const [refund] = await shop.db.sql<
      { id: number; amount: string }[]
    >`SELECT id, amount FROM order_refunds WHERE order_id = ${o.id}`;
    const documented = await returnLines(shop.db.sql, refund!.id);
    const vatAt = (rate: number) =>
      documented.lines.filter((l) => l.vatRate === rate).reduce((s, l) => s + l.vatKurus, 0);
    const vatShare = (i: (typeof o.items)[number], q: number) =>
      share(i, q) - Math.floor((toKurus(i.net_amount) * q + Math.floor(i.quantity / 2)) / i.quantity);
    expect(vatAt(20)).toBe(vatShare(line!, 2));
    expect(vatAt(10)).toBe(vatShare(o.cut, 1));
    const [sale, iade] = await shop.db.sql<{ type_code: string; status: string }[]>`
      SELECT type_code, status FROM invoices WHERE order_id = ${o.id} ORDER BY id`;
    expect(sale).toMatchObject({ type_code: 'SATIS', status: 'issued' });
    expect(iade).toMatchObject({ type_code: 'IADE', status: 'waiting' });
    expect(await issueDueInvoices(shop.server.ctx, createLocalProvider())).toMatchObject({ issued: 1 });
    const [doc] = await shop.db.sql<
      { xml: string }[]
    >`SELECT xml FROM invoices WHERE order_id = ${o.id} AND type_code = 'IADE'`;
    expect(doc!.xml).toContain(`<cbc:PayableAmount currencyID="TRY">${refund!.amount}</cbc:PayableAmount>`);

    // The buyer was mailed at each step: approval (with the code), receipt, refund.
    const mailed = (await mailsOf(shop, o.number)).join('\n');
    for (const text of ['İade kodu: 1234567', 'iadeniz depomuza ulaştı', 'numaralı iadeniz için ödemeniz iade edildi'])
      expect(mailed).toContain(text);
    const history = await call(url(), 'GET', `/api/admin/returns/${id}`, { token: admin });
    expect(history.json.events.map((e: { toState: string }) => e.toState)).toEqual([
      'requested',
      'approved',
      'in_transit',
      'received',
      'refunded',
    ]);
    const view = await call(url(), 'GET', `/api/orders/${o.number}`, { session: o.session });
    expect(view.json.status).toBe('partially_refunded');
    expect(view.json.returns[0]).toMatchObject({ state: 'refunded', refundAmount: refunded.json.refundAmount });
    // The buyer's history names no one of the shop and carries no internal note.
    expect(view.json.returns[0].events.map((e: { by: unknown; note: unknown }) => [e.by, e.note])).toEqual(
      Array(5).fill([null, null]),
    );
  });

  it('gives a bank-transfer order its money back by transfer, and tells the buyer so', async () => {
    await signIn();
    for (const [key, value] of [
      [
        'bank_accounts',
        JSON.stringify([
          {
            bankName: 'Ziraat Bankası',
            iban: 'TR33 0006 1005 1978 6457 8413 26',
            accountHolder: 'Ankara Elektrik A.Ş.',
          },
        ]),
      ],
      ['payment_bank_transfer_enabled', 'true'],
    ])
      expect((await call(url(), 'PUT', `/api/settings/${key}`, { token: admin, body: { value } })).status).toBe(200);
    const o = await deliveredOrder({ transfer: true });
    const line = { orderItemId: o.items[0]!.id, quantity: 1 };
    const id = (await ask(o, { lines: [line], reason: 'withdrawal' })).json.id as number;
    await step(id, 'approve');
    await step(id, 'receive', { lines: [{ ...line, restock: true }] });
    const refunded = await step(id, 'refund');
    expect(refunded.status, JSON.stringify(refunded.json)).toBe(200);
    const [row] = await shop.db.sql<{ provider_reference: string }[]>`
      SELECT provider_reference FROM order_refunds WHERE order_id = ${o.id}`;
    expect(row!.provider_reference).toMatch(/^havale-\d+$/);
    const mails = (await mailsOf(shop, o.number)).join('\n');
    expect(mails).toContain(`${refunded.json.returnNumber} numaralı iadeniz için ödemeniz iade edildi.`);
    expect(mails).toContain('havale/EFT ile gönderilir');
  });

  it('cancels the invoice when the whole order comes back within its window; rejects with a reason', async () => {
    const o = await deliveredOrder();
    const all = o.items.map((i) => ({ orderItemId: i.id, quantity: i.quantity }));
    const asked = await ask(o, { lines: all, reason: 'wrong_item' });
    const id = asked.json.id as number;
    await step(id, 'approve');
    await step(id, 'receive', { lines: all.map((l) => ({ ...l, restock: false })) });
    expect((await step(id, 'reject', { reason: 'x' })).status).toBe(400);
    const refunded = await step(id, 'refund');
    expect(refunded.json.state).toBe('refunded');
    const [order] = await shop.db.sql<{ status: string; total_amount: string; refunded_amount: string }[]>`
      SELECT status, total_amount, refunded_amount FROM orders WHERE id = ${o.id}`;
    expect(order).toMatchObject({ status: 'refunded', refunded_amount: order!.total_amount });
    const [sale] = await shop.db.sql<
      { status: string }[]
    >`SELECT status FROM invoices WHERE order_id = ${o.id} AND type_code = 'SATIS'`;
    expect(sale!.status).toBe('cancelled');

    const other = await deliveredOrder();
    const second = await ask(other, {
      lines: [{ orderItemId: other.items[0]!.id, quantity: 1 }],
      reason: 'withdrawal',
    });
    const rejected = await step(second.json.id, 'reject', { reason: 'Ürün kullanılmış ve ambalajı açılmış' });
    expect(rejected.json).toMatchObject({ state: 'rejected', rejectReason: 'Ürün kullanılmış ve ambalajı açılmış' });
    expect((await step(second.json.id, 'approve')).status).toBe(409);
    const told = (await mailsOf(shop, other.number)).join('\n');
    expect(told).toContain('Neden: Ürün kullanılmış ve ambalajı açılmış');
    const list = await call(url(), 'GET', '/api/admin/returns?state=rejected', { token: admin });
    expect(list.json.map((r: { id: number }) => r.id)).toContain(second.json.id);

    // The legal clock: an open return asked for 15 days ago is overdue, on the list and the dashboard.
    const late = await ask(other, { lines: [{ orderItemId: other.items[0]!.id, quantity: 1 }], reason: 'damaged' });
    await shop.db.sql`UPDATE returns SET created_at = now() - interval '15 days' WHERE id = ${late.json.id}`;
    const overdue = await call(url(), 'GET', '/api/admin/returns?daysLeft=-1', { token: admin });
    expect(overdue.json).toEqual([expect.objectContaining({ id: late.json.id, daysLeft: -1 })]);
    const dashboard = await call(url(), 'GET', '/api/admin/dashboard', { token: admin });
    expect(dashboard.json.returnsDue.overdue).toBe(1);
  });

  it('gives back the outbound shipping with a faulty return, once, and its IADE document carries it', async () => {
    await signIn();
    const rates = (carriers: unknown[]) =>
      call(url(), 'PUT', '/api/admin/shipping', { token: admin, body: { carriers, freeShippingThreshold: '100000' } });
    expect((await rates([{ name: 'Aras Kargo', bands: [{ maxDesi: 50, price: '50.00' }] }])).status).toBe(200);
    try {
      const o = await deliveredOrder({ weighed: true });
      const [order] = await shop.db.sql<{ shipping_amount: string; shipping_vat_amount: string }[]>`
        SELECT shipping_amount::text, shipping_vat_amount::text FROM orders WHERE id = ${o.id}`;
      expect(order).toEqual({ shipping_amount: '50.00', shipping_vat_amount: '10.00' });
      const share = (i: (typeof o.items)[number], q: number) =>
        Math.floor(((toKurus(i.net_amount) + toKurus(i.vat_amount)) * q + Math.floor(i.quantity / 2)) / i.quantity);
      const faulty = async (reason: string) => {
        const line = { orderItemId: o.items[0]!.id, quantity: 1 };
        const id = (await ask(o, { lines: [line], reason })).json.id as number;
        await step(id, 'approve');
        await step(id, 'receive', { lines: [{ ...line, restock: false }] });
        return (await step(id, 'refund')).json;
      };
      expect((await faulty('damaged')).refundAmount).toBe(((share(o.items[0]!, 1) + 6000) / 100).toFixed(2));
      // The shipping went back once: a second faulty return gives back its line only.
      expect((await faulty('wrong_item')).refundAmount).toBe((share(o.items[0]!, 1) / 100).toFixed(2));
      await issueDueInvoices(shop.server.ctx, createLocalProvider());
      const docs = await shop.db.sql<{ xml: string; amount: string }[]>`
        SELECT i.xml, r.amount::text FROM invoices i JOIN order_refunds r ON r.id = i.refund_id
        WHERE i.order_id = ${o.id} AND i.type_code = 'IADE' AND i.status = 'issued' ORDER BY i.id`;
      expect(docs).toHaveLength(2);
      for (const d of docs)
        expect(d.xml).toContain(`<cbc:PayableAmount currencyID="TRY">${d.amount}</cbc:PayableAmount>`);
      expect(docs[0]!.xml).toContain('<cbc:Name>Kargo</cbc:Name>');
      expect(docs[1]!.xml).not.toContain('<cbc:Name>Kargo</cbc:Name>');
    } finally {
      await rates([]);
    }
  });
});
