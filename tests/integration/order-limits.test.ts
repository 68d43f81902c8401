import { beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '#db/connection.ts';
import { backends } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { adminAndCustomerTokens, postJsonAs } from '../helpers/admin-session.ts';
import { call } from '../helpers/api-calls.ts';
import { customerToken } from '../helpers/sessions.ts';
import { insertCart, insertProduct, newSessionId, validForm } from '../helpers/checkout-fixtures.ts';
import { promotionFlow } from '../helpers/promotion-flow.ts';
import { PROMOTION_MESSAGES as m } from '#api/features/promotions/schemas.ts';
import { isoDay } from '#api/shared/date-format.ts';

// Issue 45, "every limit holds, whatever the order's path" (decisions 0335–0336), and issue 46's
// code carried over to the buyer's next checkout: an order replaced by the buyer's next checkout,
// reinstated by a late payment or held unpaid escapes none of the limits it was placed under.

let seq = 0;
const newCode = () => `LIM${process.pid}X${++seq}`;
let address = 0;
/** A fresh IPv4 client address for each call, so only the limit under test counts. */
const fresh = () => `203.0.113.${(++address % 250) + 1}`;

describe.each(backends)('order limits on every path (%s)', (backend) => {
  const shop = useShopUnderTest(backend, { BANK_TRANSFER_DAYS: '3', TRUST_PROXY: 'true' });
  const sql = (): Sql => shop.db.sql;
  const url = () => shop.server.url;
  let admin: string;
  beforeAll(async () => {
    admin = (await adminAndCustomerTokens(sql())).admin;
  });

  const flow = promotionFlow(shop, () => admin);
  const { applyCode, checkout, pay, uses } = flow;
  const create = async (body: Record<string, unknown>) => (await flow.create(body)) as { id: number; code: string };
  const guestCart = async (productId: number) => {
    const session = newSessionId();
    await insertCart(sql(), { sessionId: session }, [{ productId, quantity: 1 }]);
    return session;
  };
  const orderOf = async (token: string) =>
    (
      await sql()<
        {
          id: number;
          status: string;
          payment_state: string | null;
          refunded_amount: string;
          total_amount: string;
          payment_alert: string | null;
        }[]
      >`
      SELECT id, status, payment_state, refunded_amount, total_amount, payment_alert FROM orders WHERE payment_token = ${token}`
    )[0]!;
  const notes = async (orderId: number) =>
    (await sql()`SELECT note FROM order_status_history WHERE order_id = ${orderId} ORDER BY id`).map((h) => h.note);
  const email = (local: string) => `${local}.${process.pid}.${++seq}@ornek.com.tr`;

  it('lets a single-use code be paid once, however often the buyer replaces and re-pays orders (issue 45, high)', async () => {
    const product = await insertProduct(sql(), { basePrice: '100.00', stock: 100 });
    const code = await create({ code: newCode(), kind: 'percent', value: 50, usageLimit: 1, perCustomerLimit: 1 });
    const session = await guestCart(product);
    const discounted: string[] = [];
    for (let round = 0; round < 3; round++) {
      expect((await applyCode(session, code.code)).status).toBe(200);
      const withCode = await checkout(session);
      expect(withCode.status, JSON.stringify(withCode.json)).toBe(200);
      discounted.push(withCode.json.token);
      if (round === 2) break;
      // Removing the code and checking out again replaces the order and gives its use back.
      await call(url(), 'DELETE', '/api/cart/promotion', { session });
      expect((await checkout(session)).status).toBe(200);
    }
    for (const token of discounted) await pay(token);

    const orders = await Promise.all(discounted.map(orderOf));
    const confirmed = orders.filter((o) => o.status === 'confirmed');
    expect(confirmed).toHaveLength(1);
    expect(await uses(code.id)).toEqual({ used: 1, reserved: 0 });
    // The others' authorisations were voided at once (nothing charged), and the admin sees it.
    for (const o of orders.filter((x) => x.status !== 'confirmed')) {
      expect(o).toMatchObject({ status: 'cancelled', payment_state: 'voided', refunded_amount: '0.00' });
      expect(o.payment_alert).toContain('ön provizyonu iptal edildi');
      expect((await notes(o.id)).join(' | ')).toContain('indirim kodunun kullanım hakkı');
    }
  });

  it('makes one paid order of an accepted quote checked out three times before paying (issue 45, medium)', async () => {
    const username = `teklif_${process.pid}_${++seq}`;
    const token = await customerToken(sql(), username);
    const [user] = await sql()<{ id: number }[]>`SELECT id FROM users WHERE username = ${username}`;
    const cable = await insertProduct(sql(), { basePrice: '100.00', stock: 500 });
    await insertCart(sql(), { userId: user!.id }, [{ productId: cable, quantity: 3 }]);
    const asked = await call(url(), 'POST', '/api/quotes', { token, body: { note: 'Şantiye' } });
    expect(asked.status).toBe(201);
    const quoteId = asked.json.id as number;
    const validUntil = isoDay(new Date(Date.now() + 10 * 86_400_000));
    const lines = [{ productId: cable, quantity: 5, unitPrice: '60.00' }];
    expect(
      (await call(url(), 'PUT', `/api/admin/quotes/${quoteId}`, { token: admin, body: { lines, validUntil } })).status,
    ).toBe(200);
    expect((await call(url(), 'POST', `/api/admin/quotes/${quoteId}/send`, { token: admin })).status).toBe(200);
    expect((await call(url(), 'POST', `/api/quotes/${quoteId}/accept`, { token })).status).toBe(200);

    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) {
      const started = await checkout(newSessionId(), validForm(), token);
      expect(started.status, JSON.stringify(started.json)).toBe(200);
      tokens.push(started.json.token);
    }
    for (const t of tokens) await pay(t);

    const orders = await Promise.all(tokens.map(orderOf));
    const confirmed = orders.filter((o) => o.status === 'confirmed');
    expect(confirmed).toHaveLength(1);
    for (const o of orders.filter((x) => x.status !== 'confirmed')) {
      expect(o).toMatchObject({ status: 'cancelled', payment_state: 'voided', refunded_amount: '0.00' });
      expect((await notes(o.id)).join(' | ')).toContain('teklif başka bir ödenmiş siparişe');
    }
    const [quote] = await sql()`SELECT status, order_id FROM quotes WHERE id = ${quoteId}`;
    expect(quote).toMatchObject({ status: 'ordered', order_id: confirmed[0]!.id });
  });

  it('lets no unpaid guest checkouts keep a limited code from a buyer who pays, and paid orders never pass the limit (issue 45, medium)', async () => {
    const product = await insertProduct(sql(), { basePrice: '40.00', stock: 100 });
    const code = await create({ code: newCode(), kind: 'amount', value: 5, usageLimit: 3 });
    const unpaid: string[] = [];
    for (let i = 0; i < 3; i++) {
      const session = await guestCart(product);
      expect((await applyCode(session, code.code)).status).toBe(200);
      const started = await checkout(session, { ...validForm(), customerEmail: email('bekleyen') });
      expect(started.status).toBe(200);
      unpaid.push(started.json.token);
    }
    // A fourth buyer can still use the code and pay.
    const buyer = await guestCart(product);
    const applied = await applyCode(buyer, code.code);
    expect([applied.status, applied.json.message]).toEqual([200, undefined]);
    const paying = await checkout(buyer, { ...validForm(), customerEmail: email('oder') });
    expect(paying.status).toBe(200);
    await pay(paying.json.token);
    expect((await orderOf(paying.json.token)).status).toBe('confirmed');

    // The three unpaid ones pay after all: the limit of three holds.
    for (const t of unpaid) await pay(t);
    const states = (await Promise.all(unpaid.map(orderOf))).map((o) => o.status).sort();
    expect(states).toEqual(['cancelled', 'confirmed', 'confirmed']);
    expect(await uses(code.id)).toEqual({ used: 3, reserved: 0 });
  });

  it('lets no bank-transfer order hold a single-use code for the whole transfer window (issue 45, medium)', async () => {
    await flow.offerBankTransfer(true);
    try {
      const product = await insertProduct(sql(), { basePrice: '80.00', stock: 100 });
      const code = await create({ code: newCode(), kind: 'amount', value: 10, usageLimit: 1 });
      const transferCart = await guestCart(product);
      await applyCode(transferCart, code.code);
      const transfer = await checkout(transferCart, {
        ...validForm(),
        customerEmail: email('havale'),
        paymentMethod: 'bank_transfer',
      });
      expect(transfer.status).toBe(200);

      const buyer = await guestCart(product);
      expect((await applyCode(buyer, code.code)).status).toBe(200);
      const paying = await checkout(buyer, { ...validForm(), customerEmail: email('kartli') });
      expect(paying.status).toBe(200);
      await pay(paying.json.token);
      expect((await orderOf(paying.json.token)).status).toBe('confirmed');

      // The transfer's money, recorded later, no longer fits the limit: the admin is told.
      const [order] =
        await sql()`SELECT id, total_amount FROM orders WHERE order_number = ${transfer.json.orderNumber}`;
      const recorded = await postJsonAs(admin, `${url()}/api/admin/orders/${order!.id}/payments`, {
        amount: order!.total_amount,
        paidAt: isoDay(new Date()),
      });
      expect([recorded.status, ((await recorded.json()) as { message: string }).message]).toEqual([409, m.usedUp]);
      expect(await uses(code.id)).toEqual({ used: 1, reserved: 1 });
    } finally {
      await call(url(), 'PUT', '/api/settings/payment_bank_transfer_enabled', {
        token: admin,
        body: { value: 'false' },
      });
    }
  });

  it("counts a per-customer limit by mailbox (case, '+tag') and by guest session, and can keep a code for signed-in customers (issue 45, low)", async () => {
    const product = await insertProduct(sql(), { basePrice: '30.00', stock: 100 });
    const code = await create({ code: newCode(), kind: 'percent', value: 10, perCustomerLimit: 1 });
    const local = `ayse.${process.pid}.${++seq}`;
    const first = await guestCart(product);
    await applyCode(first, code.code);
    const paid = await checkout(first, { ...validForm(), customerEmail: `${local}+1@ornek.com.tr` });
    expect(paid.status).toBe(200);
    await pay(paid.json.token);

    const other = await guestCart(product);
    await applyCode(other, code.code);
    const sameMailbox = await checkout(other, {
      ...validForm(),
      customerEmail: `${local.toUpperCase()}+2@ORNEK.com.tr`,
    });
    expect([sameMailbox.status, sameMailbox.json.message]).toEqual([409, m.usedUpForYou]);

    // The same guest session with another address is the same buyer.
    expect(
      (await call(url(), 'POST', '/api/cart/items', { session: first, body: { productId: product, quantity: 1 } }))
        .status,
    ).toBe(200);
    const sameSession = await applyCode(first, code.code);
    expect([sameSession.status, sameSession.json.message]).toEqual([409, m.usedUpForYou]);

    const members = await create({
      code: newCode(),
      kind: 'percent',
      value: 10,
      perCustomerLimit: 1,
      signInRequired: true,
    });
    expect(members).toMatchObject({ signInRequired: true });
    const guest = await applyCode(await guestCart(product), members.code);
    expect([guest.status, guest.json.message]).toEqual([409, m.signInRequired]);
    const username = `uye_${process.pid}_${++seq}`;
    const token = await customerToken(sql(), username);
    const [user] = await sql()<{ id: number }[]>`SELECT id FROM users WHERE username = ${username}`;
    await insertCart(sql(), { userId: user!.id }, [{ productId: product, quantity: 1 }]);
    expect((await call(url(), 'POST', '/api/cart/promotion', { token, body: { code: members.code } })).status).toBe(
      200,
    );
  });

  it('refuses product and category scope on a free-shipping code, which would take the whole cart’s freight off (issue 45, medium)', async () => {
    const product = await insertProduct(sql(), { basePrice: '214.00' });
    for (const scope of [{ productIds: [product] }, { categoryIds: [1] }]) {
      const res = await call(url(), 'POST', '/api/admin/promotions', {
        token: admin,
        body: { code: newCode(), kind: 'free_shipping', ...scope },
      });
      expect([res.status, res.json.message], JSON.stringify(scope)).toEqual([400, m.freeShippingScope]);
    }
    expect(
      (
        await call(url(), 'POST', '/api/admin/promotions', {
          token: admin,
          body: { kind: 'free_shipping', code: newCode() },
        })
      ).status,
    ).toBe(201);
  });

  it('carries a code over to the buyer’s next checkout of the same cart instead of refusing it for their own unpaid order (issue 46)', async () => {
    const product = await insertProduct(sql(), { basePrice: '60.00', stock: 100 });
    const code = await create({ code: newCode(), kind: 'amount', value: 6, usageLimit: 1, perCustomerLimit: 1 });
    const session = await guestCart(product);
    await applyCode(session, code.code);
    const first = await checkout(session);
    expect(first.status).toBe(200);
    // The buyer left the card page: the cart still shows the code as applying, and the next checkout takes it.
    const cart = await call(url(), 'GET', '/api/cart', { session });
    expect(cart.json.promotionCode).toEqual({ code: code.code, message: null });
    const again = await checkout(session);
    expect([again.status, again.json.message]).toEqual([200, undefined]);
    expect((await orderOf(first.json.token)).status).toBe('cancelled');
    const [discount] = await sql()`
      SELECT d.code, d.amount FROM order_discounts d JOIN orders o ON o.id = d.order_id WHERE o.payment_token = ${again.json.token}`;
    expect(discount).toEqual({ code: code.code, amount: '6.00' });
    expect(await uses(code.id)).toEqual({ used: 0, reserved: 1 });
  });

  describe('code probing (issue 45, low)', () => {
    it('answers a code that has not started like one that does not exist', async () => {
      const session = await guestCart(await insertProduct(sql(), { basePrice: '10.00' }));
      const later = await create({
        code: newCode(),
        kind: 'amount',
        value: 1,
        startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      });
      const unknown = await call(url(), 'POST', '/api/cart/promotion', {
        session,
        ip: fresh(),
        body: { code: 'YOKBOYLEKOD' },
      });
      const early = await call(url(), 'POST', '/api/cart/promotion', {
        session,
        ip: fresh(),
        body: { code: later.code },
      });
      expect(early).toEqual(unknown);
      expect(unknown).toEqual({ status: 404, json: { message: m.unknown } });
    });

    it('counts code tries per cart too, whatever address they come from', async () => {
      const session = await guestCart(await insertProduct(sql(), { basePrice: '10.00' }));
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const res = await call(url(), 'POST', '/api/cart/promotion', {
          session,
          ip: fresh(),
          body: { code: `DENEME${i}` },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
      expect(statuses[20]).toBe(429);
    });

    it('counts an IPv6 subscriber by its /64, however many addresses and sessions it uses', async () => {
      const product = await insertProduct(sql(), { basePrice: '10.00' });
      const prefix = `2001:db8:${(++seq).toString(16)}:${(process.pid % 65535).toString(16)}`;
      let last = 0;
      for (let i = 1; i <= 61; i++) {
        const res = await call(url(), 'POST', '/api/cart/promotion', {
          session: await guestCart(product),
          ip: `${prefix}:${i.toString(16)}::${(i * 7).toString(16)}`,
          body: { code: `ALTIN${i}` },
        });
        last = res.status;
        if (i <= 60) expect(res.status).toBe(404);
      }
      expect(last).toBe(429);
    });
  });
});
