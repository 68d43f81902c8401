import { beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '#db/connection.ts';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { adminAndCustomerTokens, bearer, postJsonAs } from '../helpers/admin-session.ts';
import { createCheckout, guestCart, insertProduct, stockOf, validForm } from '../helpers/checkout-fixtures.ts';
import { checkoutCart, mailsOf, paySandbox, paymentCallback } from '../helpers/order-flow.ts';
import { settleTransferOrders } from '#api/features/bank-transfer/transfer-deadlines.ts';
import { TOO_MANY_PENDING_MESSAGE } from '#api/services/checkout/pending-orders.ts';
import { orderMessages } from '#api/schemas/admin-orders.ts';
import { IBAN_MESSAGE } from '#api/shared/iban.ts';

const backends = runsOn('pglite');

// Issue 37, bank transfer: the method switched on in the settings, the order that waits for
// its money (decision 0290) holding stock by the unpaid orders' share (decision 0291).
const ZIRAAT = {
  bankName: 'Ziraat Bankası',
  iban: 'TR33 0006 1005 1978 6457 8413 26',
  accountHolder: 'Ankara Elektrik A.Ş.',
};
const DAY = 86_400_000;

describe.each(backends)('bank transfer (%s)', (backend) => {
  const shop = useShopUnderTest(backend, { BANK_TRANSFER_DAYS: '3' });
  const sql = (): Sql => shop.db.sql;
  let admin: string;
  let adminName: string;
  beforeAll(async () => {
    const tokens = await adminAndCustomerTokens(sql());
    admin = tokens.admin;
    adminName = tokens.adminName;
  });

  const putSetting = (key: string, value: string) =>
    fetch(`${shop.server.url}/api/settings/${key}`, {
      method: 'PUT',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      body: JSON.stringify({ value }),
    });
  const switchOn = async (discount = '0') => {
    expect((await putSetting('bank_accounts', JSON.stringify([ZIRAAT]))).status).toBe(200);
    expect((await putSetting('payment_bank_transfer_enabled', 'true')).status).toBe(200);
    expect((await putSetting('bank_transfer_discount', discount)).status).toBe(200);
  };
  const transferCheckout = async (lines: { productId: number; quantity: number }[], form = validForm()) => {
    const sessionId = await guestCart(sql(), lines);
    const res = await createCheckout(shop.server.url, sessionId, { ...form, paymentMethod: 'bank_transfer' });
    return { res, sessionId, body: (await res.json()) as Record<string, unknown> };
  };
  const orderRow = async (orderNumber: unknown) =>
    (await sql()`SELECT * FROM orders WHERE order_number = ${orderNumber as string}`)[0]!;
  const recordPayment = (id: number, body: unknown) =>
    postJsonAs(admin, `${shop.server.url}/api/admin/orders/${id}/payments`, body);

  it('keeps only valid TR IBANs in the accounts setting, stored without spaces, and refuses the others in Turkish', async () => {
    for (const iban of [
      'TR34 0006 1005 1978 6457 8413 26', // wrong check digits
      'TR33 0006 1005 1978 6457 8413 2', // 25 characters
      'TR33 0006 1005 1978 6457 8413 261', // 27 characters
      'DE89 3704 0044 0532 0130 00', // a valid German IBAN
    ]) {
      const res = await putSetting('bank_accounts', JSON.stringify([{ ...ZIRAAT, iban }]));
      expect(res.status, iban).toBe(400);
      expect((await res.json()).message).toBe(IBAN_MESSAGE);
    }
    expect(
      (await putSetting('bank_accounts', '[{"bankName":"","iban":"TR330006100519786457841326","accountHolder":"X"}]'))
        .status,
    ).toBe(400);
    expect((await putSetting('bank_accounts', 'hesap')).status).toBe(400);
    expect((await putSetting('bank_transfer_discount', '75')).status).toBe(400);
    const res = await putSetting(
      'bank_accounts',
      JSON.stringify([
        ZIRAAT,
        { bankName: 'Akbank', iban: 'tr32 0010 0099 9999 9999 9999 00', accountHolder: 'Ankara Elektrik A.Ş.' },
      ]),
    );
    expect(res.status).toBe(200);
    const stored = JSON.parse((await sql()`SELECT value FROM settings WHERE key = 'bank_accounts'`)[0]!.value);
    expect(stored.map((a: { iban: string }) => a.iban)).toEqual([
      'TR330006100519786457841326',
      'TR320010009999999999999900',
    ]);
  });

  it('refuses a method that is switched off, and open account, creating nothing', async () => {
    await putSetting('payment_bank_transfer_enabled', 'false');
    const productId = await insertProduct(sql(), { stock: 10 });
    const off = await transferCheckout([{ productId, quantity: 1 }]);
    expect(off.res.status).toBe(403);
    expect(off.body.message).toBe('Havale / EFT ile ödeme şu anda kullanılamıyor.');
    const open = await createCheckout(shop.server.url, off.sessionId, {
      ...validForm(),
      paymentMethod: 'open_account',
    });
    expect(open.status).toBe(403);
    expect((await open.json()).message).toBe('Cari Hesap (Açık Hesap) ile ödeme şu anda kullanılamıyor.');
    const odd = await createCheckout(shop.server.url, off.sessionId, { ...validForm(), paymentMethod: 'cash' });
    expect(odd.status).toBe(400);
    expect((await odd.json()).message).toBe('Geçersiz ödeme yöntemi');
    // Switched on without an account to pay into, it is still no option.
    await putSetting('bank_accounts', '[]');
    await putSetting('payment_bank_transfer_enabled', 'true');
    expect((await transferCheckout([{ productId, quantity: 1 }])).res.status).toBe(403);
    // Card off: the default method is refused too.
    await putSetting('payment_card_enabled', 'false');
    const card = await createCheckout(shop.server.url, off.sessionId, validForm());
    expect(card.status).toBe(403);
    expect((await card.json()).message).toBe('Kredi / Banka Kartı ile ödeme şu anda kullanılamıyor.');
    await putSetting('payment_card_enabled', 'true');
    expect((await sql()`SELECT count(*)::int AS n FROM order_items WHERE product_id = ${productId}`)[0]!.n).toBe(0);
    expect(await stockOf(sql(), 'products', productId)).toBe(10);
    // What the checkout offers.
    await switchOn('2.5');
    const options = await (await fetch(`${shop.server.url}/api/checkout/payment-methods`)).json();
    expect(options).toEqual({
      methods: ['card', 'bank_transfer'],
      bankAccounts: [{ ...ZIRAAT, iban: 'TR330006100519786457841326' }],
      bankTransferDiscount: '2.5',
    });
  });

  it('places a transfer order without a token, with its discount line before KDV, the accounts on its page and in its mail', async () => {
    await switchOn('3');
    const productId = await insertProduct(sql(), { stock: 30, basePrice: '33.33', vatRate: 20 });
    const { res, body, sessionId } = await transferCheckout([{ productId, quantity: 3 }]);
    expect(res.status).toBe(200);
    expect(body).toEqual({
      orderNumber: expect.stringMatching(/^[A-Z2-7]{12}$/),
      status: 'awaiting_payment',
      paymentMethod: 'bank_transfer',
    });
    const row = await orderRow(body.orderNumber);
    expect(row).toMatchObject({ status: 'awaiting_payment', payment_token: null, payment_method: 'bank_transfer' });
    const hours = (new Date(row.reservation_expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    // 99.99 less 3 % (3.00) = 96.99 net, KDV 19.40 on it, total 116.39.
    const view = await (
      await fetch(`${shop.server.url}/api/orders/${body.orderNumber as string}`, {
        headers: { 'x-session-id': sessionId },
      })
    ).json();
    expect(view).toMatchObject({
      status: 'awaiting_payment',
      paymentMethod: 'bank_transfer',
      subtotal: '99.99',
      discountAmount: '3.00',
      vatBreakdown: [{ rate: 20, base: '96.99', vat: '19.40' }],
      taxAmount: '19.40',
      totalAmount: '116.39',
      items: [{ totalPrice: '99.99', vatAmount: '19.40' }],
      bankTransfer: {
        accounts: [{ ...ZIRAAT, iban: 'TR330006100519786457841326' }],
        reference: body.orderNumber,
        paid: '0.00',
        remaining: '116.39',
        dueAt: new Date(row.reservation_expires_at).toISOString(),
      },
    });
    // The cart is emptied: the order is placed.
    expect(
      (
        await sql()`SELECT count(*)::int AS n FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE c.session_id = ${sessionId}`
      )[0]!.n,
    ).toBe(0);
    const [mail] = (await mailsOf(shop, body.orderNumber as string)).filter((m) => m.includes('Sayın'));
    expect(mail).toContain('TR33 0006 1005 1978 6457 8413 26');
    expect(mail).toContain(`Açıklama: ${body.orderNumber as string}`);
    expect(mail).toContain('Sipariş durumu: Ödeme Bekleniyor');
    expect(mail).toContain('Havale / EFT İndirimi: −₺3,00');
    expect(mail).toContain('Toplam (KDV dahil): ₺116,39'); // the contract as agreed
    // The admin list shows the status.
    const list = await (
      await fetch(`${shop.server.url}/api/admin/orders?status=awaiting_payment`, { headers: bearer(admin) })
    ).json();
    expect(list.orders.map((o: { orderNumber: string }) => o.orderNumber)).toContain(body.orderNumber);
    // Paid, the accountant's export carries the same discount, and the KDV base net of it.
    const paidAt = new Date().toISOString();
    expect((await recordPayment(row.id, { amount: '116.39', paidAt })).status).toBe(200);
    const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
    const csv = await (
      await fetch(`${shop.server.url}/api/admin/orders-export?from=${day(-1)}&to=${day(1)}`, { headers: bearer(admin) })
    ).text();
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((l) => l.split(';'));
    const exported = rows.find((r) => r[0] === body.orderNumber)!;
    const cell = (name: string) => exported[header!.indexOf(name)];
    expect([cell('Durum'), cell('Matrah %20'), cell('KDV %20'), cell('İndirim Toplamı'), cell('Toplam')]).toEqual([
      'Onaylandı',
      '96,99',
      '19,40',
      '3,00',
      '116,39',
    ]);
  });

  it('reminds once a day before the end, then cancels the unpaid order and gives its stock back', async () => {
    await switchOn();
    const productId = await insertProduct(sql(), { stock: 12 });
    const { body } = await transferCheckout([{ productId, quantity: 6 }]);
    const orderNumber = body.orderNumber as string;
    expect(await stockOf(sql(), 'products', productId)).toBe(8); // a third of the shelf held
    const ctx = shop.server.ctx;
    const now = Date.now();
    const reminders = async () =>
      (await mailsOf(shop, orderNumber)).filter((m) => m.includes('Ödeme süresi yarın doluyor')).length;
    expect((await settleTransferOrders(ctx, new Date(now + 1.9 * DAY))).reminded).toBe(0);
    expect(await reminders()).toBe(0);
    expect((await settleTransferOrders(ctx, new Date(now + 2.1 * DAY))).reminded).toBeGreaterThanOrEqual(1);
    expect(await reminders()).toBe(1);
    await settleTransferOrders(ctx, new Date(now + 2.2 * DAY));
    expect(await reminders()).toBe(1);
    expect((await orderRow(orderNumber)).status).toBe('awaiting_payment');
    expect((await settleTransferOrders(ctx, new Date(now + 3 * DAY + 60_000))).cancelled).toBeGreaterThanOrEqual(1);
    const row = await orderRow(orderNumber);
    expect(row).toMatchObject({ status: 'cancelled', stock_released: true });
    expect(await stockOf(sql(), 'products', productId)).toBe(12);
    const [history] =
      await sql()`SELECT from_status, to_status FROM order_status_history WHERE order_id = ${row.id} ORDER BY id DESC LIMIT 1`;
    expect(history).toEqual({ from_status: 'awaiting_payment', to_status: 'cancelled' });
    expect(
      (await mailsOf(shop, orderNumber)).some((m) => m.includes('süresi içinde ulaşmadığı için sipariş iptal edildi')),
    ).toBe(true);
  });

  it('records a partial payment and keeps waiting, refuses overpayment, then confirms on the rest with its stock taken', async () => {
    await switchOn();
    const productId = await insertProduct(sql(), { stock: 9, basePrice: '100.00' });
    const { body } = await transferCheckout([{ productId, quantity: 5 }]); // 500 + 100 KDV = 600
    const { id } = await orderRow(body.orderNumber);
    expect(await stockOf(sql(), 'products', productId)).toBe(6); // holds 3 of 9
    // Typed the Turkish way, as on the bank statement (issue 50).
    const partial = await recordPayment(id, { amount: '250,00', paidAt: '2026-11-20', note: 'Dekont 1' });
    expect(partial.status).toBe(200);
    const first = await partial.json();
    expect(first.message).toBe('Ödeme kaydedildi; sipariş ödemenin kalanını bekliyor');
    expect(first.order).toMatchObject({
      status: 'awaiting_payment',
      transferPayments: {
        paid: '250.00',
        remaining: '350.00',
        payments: [
          { amount: '250.00', note: 'Dekont 1', recordedBy: adminName, paidAt: new Date('2026-11-20').toISOString() },
        ],
      },
    });
    expect((await mailsOf(shop, body.orderNumber as string)).some((m) => m.includes('Kalan ₺350,00'))).toBe(true);
    const over = await recordPayment(id, { amount: '350.01', paidAt: '2026-11-21', note: '' });
    expect(over.status).toBe(409);
    expect((await over.json()).message).toBe(
      'Tutar, siparişin kalan tutarından (350.00 TL) fazla. Kalan tutarı kaydedin; fazlasını müşteriye iade edin.',
    );
    for (const bad of [
      { amount: '0' },
      { amount: '12,5,0' },
      { amount: '1,234' },
      { amount: '-3' },
      { amount: '10', paidAt: '2099-01-01' },
      { amount: '10', paidAt: 'dün' },
    ]) {
      const res = await recordPayment(id, { paidAt: '2026-11-21', ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const rest = await recordPayment(id, { amount: '350', paidAt: '2026-11-22T10:00:00+03:00', note: 'Dekont 2' });
    expect(rest.status).toBe(200);
    const done = await rest.json();
    expect(done.message).toBe('Ödeme kaydedildi; sipariş tamamen ödendi ve onaylandı');
    expect(done.order).toMatchObject({
      status: 'confirmed',
      paidAt: '2026-11-22T07:00:00.000Z',
      payment: { method: 'bank_transfer' },
    });
    expect(done.order.transferPayments).toMatchObject({ paid: '600.00', remaining: '0.00' });
    expect(done.order.history.at(-1)).toMatchObject({
      fromStatus: 'awaiting_payment',
      toStatus: 'confirmed',
      changedBy: adminName,
    });
    expect(await stockOf(sql(), 'products', productId)).toBe(4); // all 5 taken for good
    expect(
      (await mailsOf(shop, body.orderNumber as string)).some((m) => m.includes('Ödemeniz başarıyla tamamlandı')),
    ).toBe(true);
    // Nothing more can be recorded, and the job leaves it alone.
    expect((await recordPayment(id, { amount: '1', paidAt: '2026-11-22' })).status).toBe(409);
    await settleTransferOrders(shop.server.ctx, new Date(Date.now() + 4 * DAY));
    expect((await orderRow(body.orderNumber)).status).toBe('confirmed');
    expect(await stockOf(sql(), 'products', productId)).toBe(4);
  });

  it('flags, not cancels, an order whose time ended with part of the money in', async () => {
    await switchOn();
    const productId = await insertProduct(sql(), { stock: 9 });
    const { body } = await transferCheckout([{ productId, quantity: 3 }]);
    const { id } = await orderRow(body.orderNumber);
    expect((await recordPayment(id, { amount: '10', paidAt: '2026-11-20' })).status).toBe(200);
    await settleTransferOrders(shop.server.ctx, new Date(Date.now() + 3 * DAY + 60_000));
    const row = await orderRow(body.orderNumber);
    expect(row.status).toBe('awaiting_payment');
    expect(row.payment_alert).toMatch(/kısmı geldi/);
    expect(await stockOf(sql(), 'products', productId)).toBe(6);
  });

  it('holds only the unpaid share of a shelf, counts transfer orders in the buyer limit, and the first to pay gets the rest', async () => {
    await switchOn();
    const productId = await insertProduct(sql(), { stock: 9 });
    // A transfer order of all 9 holds a third (3); the other 6 stay on sale.
    const hostage = await transferCheckout([{ productId, quantity: 9 }]);
    expect(hostage.res.status).toBe(200);
    expect(await stockOf(sql(), 'products', productId)).toBe(6);
    // A second transfer order finds the share used: it holds nothing, and the shelf stays for payers.
    const second = await transferCheckout([{ productId, quantity: 6 }]);
    expect(second.res.status).toBe(200);
    expect(await stockOf(sql(), 'products', productId)).toBe(6);
    // The admin's shelf figure still counts the held units.
    const detail = await (
      await fetch(`${shop.server.url}/api/admin/products/${productId}`, { headers: bearer(admin) })
    ).json();
    expect(detail.stockQuantity).toBe(9);
    // A card buyer pays for 6 first.
    const card = await checkoutCart(shop, [{ productId, quantity: 6 }]);
    await paySandbox(shop, card.token);
    expect((await paymentCallback(shop, card.token)).headers.get('location')).toBe(
      `/order-success?orderNumber=${card.orderNumber}`,
    );
    expect(await stockOf(sql(), 'products', productId)).toBe(0);
    // The 9-unit transfer paid later cannot be confirmed: its other 6 are gone; nothing is recorded.
    const { id, total_amount } = await orderRow(hostage.body.orderNumber);
    const late = await recordPayment(id, { amount: total_amount, paidAt: '2026-11-20' });
    expect(late.status).toBe(409);
    expect((await late.json()).message).toBe(orderMessages.stockGone);
    expect((await sql()`SELECT count(*)::int AS n FROM order_payments WHERE order_id = ${id}`)[0]!.n).toBe(0);
    // The admin cancels it: its 3 held units come back.
    const cancel = await postJsonAs(admin, `${shop.server.url}/api/admin/orders/${id}/status`, { status: 'cancelled' });
    expect(cancel.status).toBe(200);
    expect(await stockOf(sql(), 'products', productId)).toBe(3);

    // One buyer's unpaid orders, card or transfer, stop at three.
    const form = validForm();
    const other = await insertProduct(sql(), { stock: 100 });
    expect((await checkoutCart(shop, [{ productId: other, quantity: 1 }], form)).token).toBeTruthy();
    for (let i = 0; i < 2; i++)
      expect((await transferCheckout([{ productId: other, quantity: 1 }], form)).res.status).toBe(200);
    const fourth = await transferCheckout([{ productId: other, quantity: 1 }], form);
    expect(fourth.res.status).toBe(409);
    expect(fourth.body.message).toBe(TOO_MANY_PENDING_MESSAGE);
  });

  it('leaves the card checkout as it was: a token, pending, no discount', async () => {
    await switchOn('3');
    const productId = await insertProduct(sql(), { stock: 10, basePrice: '100.00' });
    const o = await checkoutCart(shop, [{ productId, quantity: 1 }]);
    expect(o.answer).toMatchObject({ token: expect.any(String), paymentPageUrl: expect.any(String) });
    expect(await orderRow(o.orderNumber)).toMatchObject({
      status: 'pending',
      payment_method: 'card',
      discount_amount: '0.00',
      total_amount: '120.00',
    });
  });
});
