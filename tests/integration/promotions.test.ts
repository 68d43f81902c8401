import { beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '#db/connection.ts';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { adminAndCustomerTokens } from '../helpers/admin-session.ts';
import { call, freshIp } from '../helpers/api-calls.ts';
import { customerToken } from '../helpers/sessions.ts';
import { insertCart, insertProduct, newSessionId, validForm } from '../helpers/checkout-fixtures.ts';
import { mailsOf } from '../helpers/order-flow.ts';
import { promotionFlow } from '../helpers/promotion-flow.ts';
import { checkInvoices } from '../helpers/ubl-tr.ts';
import { cancelOrder } from '#api/services/orders/cancel-order.ts';
import { issueDueInvoices } from '#api/features/invoices/issue-invoices.ts';
import { createLocalProvider } from '#api/features/invoices/local-provider.ts';
import { PROMOTION_MESSAGES as m } from '#api/features/promotions/schemas.ts';
import { PROMOTION_CODE_LIMIT } from '#api/features/promotions/routes.ts';

const backends = runsOn('both');

// Issue 39, discount codes and cart rules (decisions 0322–0325): the admin's promotions, a code
// on the cart, the discounts the checkout takes (spread over the lines, lowering the KDV base),
// the usage limits under concurrent checkouts, and the order's discount lines.

const HOUR = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
let codeSeq = 0;
const newCode = (prefix = 'KOD') => `${prefix}${process.pid}X${++codeSeq}`;

describe.each(backends)('promotions (%s)', (backend) => {
  const shop = useShopUnderTest(backend, { BANK_TRANSFER_DAYS: '3' });
  const sql = (): Sql => shop.db.sql;
  const url = () => shop.server.url;
  let admin: string;
  beforeAll(async () => {
    admin = (await adminAndCustomerTokens(sql())).admin;
    // Automatic rules of one test must not reach another: each test makes its own and removes it.
  });

  const { create, applyCode, checkout, pay, uses, offerBankTransfer } = promotionFlow(shop, () => admin);
  const removeRule = (id: number) => call(url(), 'DELETE', `/api/admin/promotions/${id}`, { token: admin });
  const cartWith = async (lines: { productId: number; quantity: number }[]) => {
    const session = newSessionId();
    await insertCart(sql(), { sessionId: session }, lines);
    return session;
  };
  const orderByToken = async (token: string) =>
    (
      await sql()<
        { id: number; order_number: string }[]
      >`SELECT id, order_number FROM orders WHERE payment_token = ${token}`
    )[0]!;
  const orderView = async (orderNumber: string, session: string) =>
    (await call(url(), 'GET', `/api/orders/${orderNumber}`, { session })).json as Record<string, any>;

  describe('the admin API', () => {
    it('creates, lists, changes and deletes a promotion; codes are stored upper-case', async () => {
      const code = newCode('yaz').toLowerCase();
      const created = await create({ code, kind: 'percent', value: '12,5', minSubtotal: 100, combinable: true });
      expect(created).toMatchObject({
        code: code.toUpperCase(),
        kind: 'percent',
        value: '12.50',
        minSubtotal: '100.00',
        startsAt: null,
        endsAt: null,
        usageLimit: null,
        perCustomerLimit: null,
        categoryIds: [],
        productIds: [],
        priceGroupIds: [],
        combinable: true,
        usedCount: 0,
        reservedCount: 0,
      });
      const listed = await call(url(), 'GET', '/api/admin/promotions', { token: admin });
      expect(listed.json.map((p: { id: number }) => p.id)).toContain(created.id);
      const put = await call(url(), 'PUT', `/api/admin/promotions/${created.id}`, {
        token: admin,
        body: { code, kind: 'amount', value: 50, usageLimit: 10, productIds: [3, 1, 3] },
      });
      expect(put.status).toBe(200);
      expect(put.json).toMatchObject({ kind: 'amount', value: '50.00', usageLimit: 10, productIds: [1, 3] });
      expect((await removeRule(created.id)).json).toEqual({ message: m.deleted });
      expect((await removeRule(created.id)).status).toBe(404);
    });

    it('refuses bad input in Turkish with 4xx and writes nothing', async () => {
      const taken = newCode();
      await create({ code: taken, kind: 'amount', value: '10' });
      const before = (await sql()`SELECT count(*)::int AS n FROM promotions`)[0]!.n;
      const cases: [Record<string, unknown>, number, string][] = [
        [{ kind: 'gift', value: 10 }, 400, m.kind],
        [{ kind: 'percent', value: 0 }, 400, m.percent],
        [{ kind: 'percent', value: '100,01' }, 400, m.percent],
        [{ kind: 'amount' }, 400, m.amount],
        [{ kind: 'amount', value: '-5' }, 400, m.amount],
        [{ kind: 'amount', value: '1.2345' }, 400, m.amount],
        [{ code: 'a b', kind: 'amount', value: 5 }, 400, m.code],
        [{ code: 'İNDİRİM', kind: 'amount', value: 5 }, 400, m.code],
        [{ kind: 'amount', value: 5, minSubtotal: 'çok' }, 400, m.minSubtotal],
        [{ kind: 'amount', value: 5, startsAt: 'yarın' }, 400, m.date],
        [{ kind: 'amount', value: 5, startsAt: iso(HOUR), endsAt: iso(0) }, 400, m.dates],
        [{ kind: 'amount', value: 5, usageLimit: 0 }, 400, m.usageLimit],
        [{ kind: 'amount', value: 5, perCustomerLimit: 1.5 }, 400, m.perCustomerLimit],
        [{ kind: 'amount', value: 5, productIds: ['x'] }, 400, m.ids],
        [{ kind: 'amount', value: 5, combinable: 'evet' }, 400, m.combinable],
        [{ code: taken.toLowerCase(), kind: 'amount', value: 5 }, 409, m.codeTaken],
      ];
      for (const [body, status, message] of cases) {
        const res = await call(url(), 'POST', '/api/admin/promotions', { token: admin, body });
        expect([res.status, res.json.message], JSON.stringify(body)).toEqual([status, message]);
      }
      expect((await sql()`SELECT count(*)::int AS n FROM promotions`)[0]!.n).toBe(before);
      const unknown = await call(url(), 'PUT', '/api/admin/promotions/999999', {
        token: admin,
        body: { kind: 'amount', value: 5 },
      });
      expect([unknown.status, unknown.json.message]).toEqual([404, m.notFound]);
      const customer = (await adminAndCustomerTokens(sql())).customer;
      expect((await call(url(), 'GET', '/api/admin/promotions', { token: customer })).status).toBe(403);
    });
  });

  describe('a code on the cart', () => {
    it('answers each reason a code does not apply in Turkish, and applies and removes one that does', async () => {
      const cable = await insertProduct(sql(), { basePrice: '100.00' });
      const other = await insertProduct(sql(), { basePrice: '40.00' });
      const session = await cartWith([{ productId: cable, quantity: 2 }]);
      const expired = await create({ code: newCode(), kind: 'amount', value: 5, endsAt: iso(-HOUR) });
      const later = await create({ code: newCode(), kind: 'amount', value: 5, startsAt: iso(HOUR) });
      const minimum = await create({ code: newCode(), kind: 'amount', value: 5, minSubtotal: '200.01' });
      const elsewhere = await create({ code: newCode(), kind: 'amount', value: 5, productIds: [other] });
      const traders = await create({ code: newCode(), kind: 'amount', value: 5, priceGroupIds: [1] });
      const good = await create({ code: newCode(), kind: 'percent', value: 10 });
      const cases: [string, number, string][] = [
        ['YOKBOYLEKOD', 404, m.unknown],
        [expired.code!, 409, m.expired],
        // Not started yet answers as unknown: probing learns nothing (issue 45).
        [later.code!, 404, m.unknown],
        [minimum.code!, 409, m.belowMinimum('₺200,01')],
        [elsewhere.code!, 409, m.notForProducts],
        [traders.code!, 409, m.notForYou],
      ];
      for (const [code, status, message] of cases) {
        const res = await applyCode(session, code);
        expect([res.status, res.json.message], code).toEqual([status, message]);
      }
      const empty = await applyCode(session, '  ');
      expect([empty.status, empty.json.message]).toEqual([400, m.codeRequired]);
      expect((await sql()`SELECT promotion_id FROM carts WHERE session_id = ${session}`)[0]!.promotion_id).toBeNull();

      const applied = await applyCode(session, good.code!.toLowerCase());
      expect(applied.status).toBe(200);
      expect(applied.json).toMatchObject({
        totalPrice: '200.00',
        discountAmount: '20.00',
        discounts: [{ code: good.code, label: `%10 İndirim (${good.code})`, amount: '20.00' }],
        promotionCode: { code: good.code, message: null },
      });
      const removed = await call(url(), 'DELETE', '/api/cart/promotion', { session });
      expect(removed.json).toMatchObject({ discountAmount: '0.00', discounts: [], promotionCode: null });
    });
  });

  describe('a code at sign-up', () => {
    it("comes along into the customer's cart with the guest's lines", async () => {
      const product = await insertProduct(sql(), { basePrice: '50.00' });
      const code = await create({ code: newCode(), kind: 'amount', value: 5 });
      const session = await cartWith([{ productId: product, quantity: 1 }]);
      expect((await applyCode(session, code.code!)).status).toBe(200);
      const tag = `${process.pid}x${++codeSeq}`;
      const reg = await call(url(), 'POST', '/api/auth/register', {
        session,
        ip: freshIp(),
        body: {
          username: `kodlu_${tag}`,
          email: `kodlu_${tag}@ornek.com.tr`,
          password: 'Gizli-1234',
          fullName: 'Elif Su',
          kvkkConsent: true,
        },
      });
      expect(reg.status).toBe(200);
      expect((await call(url(), 'GET', '/api/cart', { token: reg.json.token })).json).toMatchObject({
        discountAmount: '5.00',
        promotionCode: { code: code.code, message: null },
      });
    });
  });

  describe('what a promotion covers', () => {
    it('covers the products of its categories with their subcategories, for the buyers of its price groups', async () => {
      const tag = `${process.pid}-${++codeSeq}`;
      const [parent] =
        await sql()`INSERT INTO categories (name, slug) VALUES (${`Aydınlatma ${tag}`}, ${`aydinlatma-${tag}`}) RETURNING id`;
      const [child] = await sql()`
        INSERT INTO categories (name, slug, parent_id) VALUES (${`LED ${tag}`}, ${`led-${tag}`}, ${parent!.id}) RETURNING id`;
      const lamp = await insertProduct(sql(), { basePrice: '80.00' });
      const cable = await insertProduct(sql(), { basePrice: '20.00' });
      await sql()`INSERT INTO product_categories (product_id, category_id) VALUES (${lamp}, ${child!.id})`;
      const [group] =
        await sql()`INSERT INTO price_groups (name, discount_percent) VALUES (${`Bayi ${tag}`}, 0) RETURNING id`;
      const code = await create({
        code: newCode(),
        kind: 'percent',
        value: 25,
        categoryIds: [parent!.id],
        priceGroupIds: [group!.id],
      });

      // A guest is in no price group.
      const guest = await cartWith([{ productId: lamp, quantity: 1 }]);
      expect((await applyCode(guest, code.code!)).json.message).toBe(m.notForYou);

      const username = `bayi_${tag.replace('-', '_')}`;
      const token = await customerToken(sql(), username);
      const [user] =
        await sql()`UPDATE users SET price_group_id = ${group!.id} WHERE username = ${username} RETURNING id`;
      await insertCart(sql(), { userId: user!.id }, [
        { productId: lamp, quantity: 1 },
        { productId: cable, quantity: 1 },
      ]);
      const applied = await call(url(), 'POST', '/api/cart/promotion', { token, body: { code: code.code } });
      expect(applied.status).toBe(200);
      // 25 % of the lamp's 80 only: the cable is in no covered category.
      expect(applied.json).toMatchObject({ totalPrice: '100.00', discountAmount: '20.00' });
    });
  });

  describe('the order', () => {
    it('takes a code off the lines before KDV, spread to the kuruş (1 kuruş over 3 lines of 3 rates), and lists it in the answer and the mail', async () => {
      const a = await insertProduct(sql(), { basePrice: '0.33', vatRate: 20 });
      const b = await insertProduct(sql(), { basePrice: '0.33', vatRate: 10 });
      const c = await insertProduct(sql(), { basePrice: '0.33', vatRate: 1 });
      const code = await create({ code: newCode(), kind: 'amount', value: '0.01' });
      const session = await cartWith([a, b, c].map((productId) => ({ productId, quantity: 1 })));
      expect((await applyCode(session, code.code!)).status).toBe(200);
      const started = await checkout(session);
      expect(started.status).toBe(200);
      const order = await orderByToken(started.json.token);
      expect(await uses(code.id)).toEqual({ used: 0, reserved: 1 });
      await pay(started.json.token);
      expect(await uses(code.id)).toEqual({ used: 1, reserved: 0 });
      const view = await orderView(order.order_number, session);
      expect(view).toMatchObject({
        subtotal: '0.99',
        discountAmount: '0.01',
        discounts: [{ code: code.code, label: `₺0,01 İndirim (${code.code})`, amount: '0.01' }],
        vatBreakdown: [
          { rate: 20, base: '0.32', vat: '0.06' },
          { rate: 10, base: '0.33', vat: '0.03' },
          { rate: 1, base: '0.33', vat: '0.00' },
        ],
        taxAmount: '0.09',
        totalAmount: '1.07',
      });
      // The cart's code went with the paid cart.
      expect((await sql()`SELECT promotion_id FROM carts WHERE session_id = ${session}`)[0]!.promotion_id).toBeNull();
      const [mail] = await mailsOf(shop, order.order_number);
      expect(mail).toContain(`₺0,01 İndirim (${code.code}): −₺0,01`);
    });

    it('applies an automatic rule by itself, caps an amount at the lines it covers and keeps the others whole', async () => {
      const covered = await insertProduct(sql(), { basePrice: '30.00', vatRate: 10 });
      const whole = await insertProduct(sql(), { basePrice: '100.00', vatRate: 20 });
      const rule = await create({ kind: 'amount', value: '500.00', productIds: [covered] });
      try {
        const session = await cartWith([
          { productId: covered, quantity: 2 },
          { productId: whole, quantity: 1 },
        ]);
        const started = await checkout(session);
        expect(started.status).toBe(200);
        const order = await orderByToken(started.json.token);
        await pay(started.json.token);
        expect(await orderView(order.order_number, session)).toMatchObject({
          subtotal: '160.00',
          discountAmount: '60.00',
          discounts: [{ code: null, label: 'Kampanya: ₺500,00 İndirim', amount: '60.00' }],
          vatBreakdown: [
            { rate: 20, base: '100.00', vat: '20.00' },
            { rate: 10, base: '0.00', vat: '0.00' },
          ],
          totalAmount: '120.00',
        });
        const items =
          await sql()`SELECT total_price, net_amount FROM order_items WHERE order_id = ${order.id} ORDER BY id`;
        expect(items.map((i) => [i.total_price, i.net_amount])).toEqual([
          ['60.00', '0.00'],
          ['100.00', '100.00'],
        ]);
      } finally {
        await removeRule(rule.id);
      }
    });

    it('stacks combinable promotions, lets the larger of a non-combinable one and the rest win, and adds the transfer discount as a line', async () => {
      const product = await insertProduct(sql(), { basePrice: '100.00' });
      const auto = await create({ kind: 'percent', value: 10, combinable: true });
      const stacking = await create({ code: newCode(), kind: 'amount', value: 5, combinable: true });
      const alone = await create({ code: newCode(), kind: 'percent', value: 20, combinable: false });
      const small = await create({ code: newCode(), kind: 'percent', value: 10, combinable: false });
      try {
        const session = await cartWith([{ productId: product, quantity: 2 }]);
        // 10 % of 200 and 5 TL: 25 TL together.
        expect((await applyCode(session, stacking.code!)).json.discountAmount).toBe('25.00');
        // 20 % alone is 40 TL: it wins over the automatic rule.
        const big = (await applyCode(session, alone.code!)).json;
        expect(big.discounts).toEqual([{ code: alone.code, label: `%20 İndirim (${alone.code})`, amount: '40.00' }]);
        // 10 % alone is 20 TL, the automatic rule alone gives 20 TL too: the combinable set, first, wins the tie.
        const tie = (await applyCode(session, small.code!)).json;
        expect(tie.discounts).toEqual([{ code: null, label: 'Kampanya: %10 İndirim', amount: '20.00' }]);

        await applyCode(session, stacking.code!);
        await offerBankTransfer(true);
        await call(url(), 'PUT', '/api/settings/bank_transfer_discount', { token: admin, body: { value: '2' } });
        const placed = await checkout(session, { ...validForm(), paymentMethod: 'bank_transfer' });
        expect(placed.status, JSON.stringify(placed.json)).toBe(200);
        const view = await orderView(placed.json.orderNumber, session);
        // 200 − 20 − 5 = 175; 2 % of it = 3.50.
        expect(view).toMatchObject({
          subtotal: '200.00',
          discountAmount: '28.50',
          discounts: [
            { code: null, label: 'Kampanya: %10 İndirim', amount: '20.00' },
            { code: stacking.code, label: `₺5,00 İndirim (${stacking.code})`, amount: '5.00' },
            { code: null, label: 'Havale / EFT İndirimi', amount: '3.50' },
          ],
          vatBreakdown: [{ rate: 20, base: '171.50', vat: '34.30' }],
          totalAmount: '205.80',
        });
        // A transfer order empties the cart as it is placed: its code goes too.
        expect((await sql()`SELECT promotion_id FROM carts WHERE session_id = ${session}`)[0]!.promotion_id).toBeNull();
      } finally {
        await removeRule(auto.id);
        await offerBankTransfer(false);
      }
    });

    it('refuses a checkout whose code stopped applying since it was put on the cart, and charges nothing else', async () => {
      const product = await insertProduct(sql(), { basePrice: '50.00' });
      const code = await create({ code: newCode(), kind: 'amount', value: 5 });
      const session = await cartWith([{ productId: product, quantity: 1 }]);
      await applyCode(session, code.code!);
      await sql()`UPDATE promotions SET ends_at = now() - interval '1 minute', starts_at = NULL WHERE id = ${code.id}`;
      const res = await checkout(session);
      expect([res.status, res.json.message]).toEqual([409, m.expired]);
      expect((await sql()`SELECT count(*)::int AS n FROM promotion_uses WHERE promotion_id = ${code.id}`)[0]!.n).toBe(
        0,
      );
    });

    it('refuses a card payment of nothing when the discounts take everything off', async () => {
      const product = await insertProduct(sql(), { basePrice: '15.00' });
      const code = await create({ code: newCode(), kind: 'percent', value: 100 });
      const session = await cartWith([{ productId: product, quantity: 1 }]);
      expect((await applyCode(session, code.code!)).json).toMatchObject({ discountAmount: '15.00' });
      const res = await checkout(session);
      expect([res.status, res.json.message]).toEqual([409, m.nothingToPay]);
      expect((await sql()`SELECT count(*)::int AS n FROM promotion_uses WHERE promotion_id = ${code.id}`)[0]!.n).toBe(
        0,
      );
    });

    it('passes the UBL 2.1 XSD and GİB schematron with discounted lines', async () => {
      const a = await insertProduct(sql(), { basePrice: '10.35', vatRate: 20 });
      const b = await insertProduct(sql(), { basePrice: '7.99', vatRate: 10 });
      const code = await create({ code: newCode(), kind: 'percent', value: '7.5' });
      const session = await cartWith([
        { productId: a, quantity: 3 },
        { productId: b, quantity: 2 },
      ]);
      await applyCode(session, code.code!);
      const started = await checkout(session, { ...validForm(), identityNumber: '10000000146' });
      const order = await orderByToken(started.json.token);
      await pay(started.json.token);
      await sql()`UPDATE invoices SET next_attempt_at = now() + interval '1 year' WHERE status = 'waiting' AND order_id <> ${order.id}`;
      await issueDueInvoices(shop.server.ctx, createLocalProvider());
      const [inv] = await sql()<{ xml: string }[]>`SELECT xml FROM invoices WHERE order_id = ${order.id}`;
      const [o] = await sql()<{ total_amount: string }[]>`SELECT total_amount FROM orders WHERE id = ${order.id}`;
      expect(/PayableAmount[^>]*>([\d.]+)</.exec(inv!.xml)?.[1]).toBe(o!.total_amount);
      expect(inv!.xml).toContain('cac:AllowanceCharge');
      const findings = await checkInvoices([{ name: 'discounted', xml: inv!.xml }]);
      expect(findings).toEqual({ discounted: { xsd: [], schematron: [] } });
    }, 120_000);
  });

  describe('usage limits', () => {
    it('holds a usage limit under concurrent payments: unpaid orders hold at most a third of it, the first to pay take the rest (decision 0335)', async () => {
      // A product each: the checkouts and payments do not queue on a product's lock, only on the promotion's.
      const products = await Promise.all(Array.from({ length: 8 }, () => insertProduct(sql(), { basePrice: '20.00' })));
      const product = products[0]!;
      const code = await create({ code: newCode(), kind: 'amount', value: 2, usageLimit: 3 });
      const sessions = await Promise.all(products.map((productId) => cartWith([{ productId, quantity: 1 }])));
      for (const s of sessions) expect((await applyCode(s, code.code!)).status).toBe(200);
      const answers = await Promise.all(sessions.map((s) => checkout(s)));
      expect(answers.map((a) => a.status)).toEqual(sessions.map(() => 200));
      expect(await uses(code.id)).toEqual({ used: 0, reserved: 8 });
      const [held] =
        await sql()`SELECT count(*)::int AS n FROM promotion_uses WHERE promotion_id = ${code.id} AND held`;
      expect(held!.n).toBe(1);

      // One unpaid order is cancelled: its use is given back.
      const unpaid = await orderByToken(answers[7]!.json.token);
      expect(await cancelOrder(sql(), unpaid.id, 'Test: vazgeçti')).toBe(true);
      expect(await uses(code.id)).toEqual({ used: 0, reserved: 7 });

      await Promise.all(answers.slice(0, 7).map((a) => pay(a.json.token)));
      expect(await uses(code.id)).toEqual({ used: 3, reserved: 0 });
      // The later payers' authorisations are voided: nothing charged (decision 0345).
      const states = await sql()<{ status: string; voided: boolean }[]>`
        SELECT status, payment_state = 'voided' AS voided FROM orders
        WHERE payment_token IN ${sql()(answers.slice(0, 7).map((a) => a.json.token as string))}`;
      expect(states.filter((o) => o.status === 'confirmed')).toHaveLength(3);
      expect(states.filter((o) => o.status === 'cancelled' && o.voided)).toHaveLength(4);

      const full = await applyCode(await cartWith([{ productId: product, quantity: 1 }]), code.code!);
      expect([full.status, full.json.message]).toEqual([409, m.usedUp]);
      const listed = (await call(url(), 'GET', '/api/admin/promotions', { token: admin })).json.find(
        (p: { id: number }) => p.id === code.id,
      );
      expect(listed).toMatchObject({ usedCount: 3, reservedCount: 0 });
    });

    it('holds a per-customer limit by e-mail address under concurrent checkouts', async () => {
      const product = await insertProduct(sql(), { basePrice: '20.00', stock: 1000 });
      const code = await create({ code: newCode(), kind: 'percent', value: 5, perCustomerLimit: 1 });
      const form = validForm();
      const sessions = await Promise.all(
        Array.from({ length: 3 }, () => cartWith([{ productId: product, quantity: 1 }])),
      );
      for (const s of sessions) await applyCode(s, code.code!);
      const answers = await Promise.all(
        sessions.map((s) => checkout(s, { ...form, customerEmail: form.customerEmail.toUpperCase() })),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      for (const refused of answers.filter((a) => a.status !== 200))
        expect(refused).toEqual({ status: 409, json: { message: m.usedUpForYou } });
      await pay(answers.find((a) => a.status === 200)!.json.token);
      expect(await uses(code.id)).toEqual({ used: 1, reserved: 0 });
      // Another buyer may still use it.
      expect((await checkout(sessions.find((_, i) => answers[i]!.status !== 200)!)).status).toBe(200);
    });
  });

  describe('guessing codes', () => {
    it('is throttled per client address with a Turkish 429, before the code is looked up', async () => {
      const product = await insertProduct(sql(), { basePrice: '10.00' });
      const session = await cartWith([{ productId: product, quantity: 1 }]);
      const good = await create({ code: newCode(), kind: 'amount', value: 1 });
      let answer = await applyCode(session, 'TAHMIN0');
      for (let i = 1; answer.status !== 429 && i <= PROMOTION_CODE_LIMIT.max; i++)
        answer = await applyCode(session, `TAHMIN${i}`);
      expect(answer).toEqual({
        status: 429,
        json: { message: 'Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyin.' },
      });
      // A right code now gets the same answer: the limit gives nothing away.
      expect((await applyCode(session, good.code!)).status).toBe(429);
    });
  });
});
