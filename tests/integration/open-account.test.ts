import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Sql } from '#db/connection.ts';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { adminAndCustomerTokens } from '../helpers/admin-session.ts';
import { call } from '../helpers/api-calls.ts';
import { registerCustomer, type TestCustomer } from '../helpers/account-fixtures.ts';
import { insertCart, insertProduct, readMails, stockOf, validForm } from '../helpers/checkout-fixtures.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { remindOverdueAccounts } from '#api/features/open-account/overdue-reminders.ts';
import { todayInTurkey } from '#api/features/open-account/account.ts';
import { orderMessages } from '#api/schemas/admin-orders.ts';
import { saveShippingRates } from '#api/features/shipping/shipping-settings.ts';
import { NO_SHIPPING_RATES } from '#api/features/shipping/schemas.ts';
import { lockWaiters } from '../helpers/lock-waits.ts';

const backends = runsOn('both');

// Issue 37, open account ('cari hesap'): terms set by the admin, orders on account within the
// limit (decision 0293), the statement's arithmetic (0294) and the overdue reminders (0295).
const DAY = 86_400_000;

describe.each(backends)('open account (%s)', (backend) => {
  const shop = useShopUnderTest(backend, { CHECKOUT_RATE_LIMIT: '1000', CHECKOUT_ADDRESS_RATE_LIMIT: '1000' });
  const sql = (): Sql => shop.db.sql;
  let admin: string;
  let adminId: number;
  let plain: string;
  let productId: number;
  const api = (method: string, path: string, token: string, body?: unknown) =>
    call(shop.server.url, method, path, { token, body });
  const setting = (key: string, value: string) => api('PUT', `/api/settings/${key}`, admin, { value });

  /** A registered customer made an approved trade customer (no price group: list prices). */
  async function tradeCustomer(): Promise<TestCustomer> {
    const c = await registerCustomer(shop.server.url, { fullName: 'İsmail Işıkçı' });
    const [app] = await sql()<{ id: number }[]>`
      INSERT INTO trade_applications (user_id, company_name, tax_number, tax_office, phone, status, decided_by, decided_at)
      VALUES (${c.id}, 'Işık Elektrik Taahhüt Ltd. Şti.', '1234567890', 'Ostim', '0312 385 00 00', 'approved', ${adminId}, now())
      RETURNING id`;
    await sql()`
      INSERT INTO trade_accounts (user_id, application_id, company_name, tax_number, tax_office, phone, approved_by)
      VALUES (${c.id}, ${app!.id}, 'Işık Elektrik Taahhüt Ltd. Şti.', '1234567890', 'Ostim', '0312 385 00 00', ${adminId})`;
    return c;
  }
  const setTerms = (c: TestCustomer, creditLimit: unknown, paymentTermDays: unknown = 30) =>
    api('PUT', `/api/admin/customers/${c.id}/account-terms`, admin, { creditLimit, paymentTermDays });
  /** An open-account checkout of `quantity` units at 100 TL + 20 % KDV (120 TL each). */
  const orderOnAccount = async (c: TestCustomer, quantity: number) => {
    await sql()`DELETE FROM carts WHERE user_id = ${c.id}`;
    await insertCart(sql(), { userId: c.id }, [{ productId, quantity }]);
    return api('POST', '/api/checkout/create', c.token, { ...validForm(), paymentMethod: 'open_account' });
  };
  const statement = async (c: TestCustomer) => (await api('GET', '/api/account/statement', c.token)).json;
  const pay = (c: TestCustomer, amount: string, paidAt = new Date().toISOString(), note = '') =>
    api('POST', `/api/admin/customers/${c.id}/account-payments`, admin, { amount, paidAt, note });
  const backdate = (orderNumber: string, days: number) =>
    sql()`UPDATE orders SET payment_due_on = payment_due_on - ${days}::int WHERE order_number = ${orderNumber}`;

  beforeAll(async () => {
    const tokens = await adminAndCustomerTokens(sql());
    admin = tokens.admin;
    adminId = tokens.adminId;
    plain = tokens.customer;
    productId = await insertProduct(sql(), { name: 'Kablo NYM 3x2,5', basePrice: '100.00', stock: 10_000 });
    expect((await setting('payment_open_account_enabled', 'true')).status).toBe(200);
  });

  it('takes terms only from an admin, only for an approved trade customer, with Turkish refusals', async () => {
    const c = await tradeCustomer();
    expect(
      (await api('PUT', `/api/admin/customers/${c.id}/account-terms`, plain, { creditLimit: '1', paymentTermDays: 30 }))
        .status,
    ).toBe(403);
    expect(
      (await api('PUT', `/api/admin/customers/${c.id}/account-terms`, '', { creditLimit: '1', paymentTermDays: 30 }))
        .status,
    ).toBe(401);
    for (const [limit, days, message] of [
      ['-5', 30, 'Kredi limiti 0 veya daha büyük, en fazla iki ondalıklı bir tutar olmalıdır (ör. 50000)'],
      ['12.3456', 30, 'Kredi limiti 0 veya daha büyük, en fazla iki ondalıklı bir tutar olmalıdır (ör. 50000)'],
      ['bin', 30, 'Kredi limiti 0 veya daha büyük, en fazla iki ondalıklı bir tutar olmalıdır (ör. 50000)'],
      ['1000', 0, 'Vade 1 ile 365 gün arasında bir tam sayı olmalıdır'],
      ['1000', 400, 'Vade 1 ile 365 gün arasında bir tam sayı olmalıdır'],
      ['1000', 7.5, 'Vade 1 ile 365 gün arasında bir tam sayı olmalıdır'],
      ['1000', '30', 'Vade 1 ile 365 gün arasında bir tam sayı olmalıdır'],
    ] as const) {
      const res = await setTerms(c, limit, days);
      expect(res.status, `${limit} ${days}`).toBe(400);
      expect(res.json.message).toBe(message);
    }
    const stranger = await registerCustomer(shop.server.url);
    const notTrade = await setTerms(stranger, '1000');
    expect(notTrade.status).toBe(409);
    expect(notTrade.json.message).toBe('Cari hesap yalnızca onaylı kurumsal müşterilere açılabilir');
    expect(
      (await api('PUT', `/api/admin/customers/999999/account-terms`, admin, { creditLimit: '1', paymentTermDays: 1 }))
        .status,
    ).toBe(404);
    expect(
      (
        await api('PUT', `/api/admin/customers/${adminId}/account-terms`, admin, {
          creditLimit: '1',
          paymentTermDays: 1,
        })
      ).status,
    ).toBe(404);

    const saved = await setTerms(c, 25000.5, 45);
    expect(saved.status).toBe(200);
    expect(saved.json.message).toBe('Cari hesap koşulları kaydedildi');
    expect(saved.json.terms).toMatchObject({ creditLimit: '25000.50', paymentTermDays: 45 });
    expect(saved.json.terms.changedBy).toMatch(/^yonetici_/);
    expect((await setTerms(c, '30000', 60)).status).toBe(200);
    const history = await sql()`
      SELECT credit_limit, payment_term_days, changed_by FROM account_terms_changes WHERE user_id = ${c.id} ORDER BY id`;
    expect(history.map((h) => [h.credit_limit, h.payment_term_days, h.changed_by])).toEqual([
      ['25000.50', 45, adminId],
      ['30000.00', 60, adminId],
    ]);
    const view = await api('GET', `/api/admin/customers/${c.id}/account`, admin);
    expect(view.json).toMatchObject({ trade: true, terms: { creditLimit: '30000.00', paymentTermDays: 60 } });
    expect(view.json.statement).toMatchObject({ balance: '0.00', available: '30000.00', overdue: '0.00', lines: [] });
  });

  it('offers open account only to a customer with terms, and only while the setting is on', async () => {
    const c = await tradeCustomer();
    const methods = async (token: string) =>
      (await api('GET', '/api/checkout/payment-methods', token)).json as { methods: string[]; openAccount?: unknown };
    expect((await methods('')).methods).not.toContain('open_account');
    expect((await methods(plain)).methods).not.toContain('open_account');
    expect((await methods(c.token)).methods).not.toContain('open_account');
    const before = await orderOnAccount(c, 1);
    expect(before.status).toBe(403);
    expect(before.json.message).toBe(
      'Cari hesap ile ödeme yalnızca kredi limiti tanımlı onaylı kurumsal müşterilerimize açıktır.',
    );
    await setTerms(c, '1000', 30);
    expect(await methods(c.token)).toMatchObject({
      methods: ['card', 'open_account'],
      openAccount: { creditLimit: '1000.00', available: '1000.00', paymentTermDays: 30 },
    });
    expect((await setting('payment_open_account_enabled', 'false')).status).toBe(200);
    try {
      expect((await methods(c.token)).methods).toEqual(['card']);
      const off = await orderOnAccount(c, 1);
      expect(off.status).toBe(403);
      expect(off.json.message).toBe('Cari Hesap (Açık Hesap) ile ödeme şu anda kullanılamıyor.');
    } finally {
      await setting('payment_open_account_enabled', 'true');
    }
    const guest = await call(shop.server.url, 'POST', '/api/checkout/create', {
      session: `session_${'a'.repeat(16)}_guest`,
      body: { ...validForm(), paymentMethod: 'open_account' },
    });
    expect(guest.status).toBe(403);
  });

  it('confirms an order within the limit at once, due after the term; refuses one past the limit with what is left', async () => {
    const c = await tradeCustomer();
    await setTerms(c, '1000', 30);
    const stock = await stockOf(sql(), 'products', productId);
    const placed = await orderOnAccount(c, 5);
    expect(placed.status).toBe(200);
    const due = new Date(Date.parse(`${todayInTurkey()}T00:00:00Z`) + 30 * DAY).toISOString().slice(0, 10);
    expect(placed.json).toEqual({
      orderNumber: expect.any(String),
      status: 'confirmed',
      paymentMethod: 'open_account',
      dueDate: due,
    });
    const [order] = await sql()`
      SELECT status, payment_method, total_amount, payment_due_on::text AS due, paid_at, reservation_expires_at
      FROM orders WHERE order_number = ${placed.json.orderNumber}`;
    expect(order).toMatchObject({ status: 'confirmed', payment_method: 'open_account', total_amount: '600.00', due });
    expect(order!.reservation_expires_at).toBeNull();
    expect(await stockOf(sql(), 'products', productId)).toBe(stock - 5);
    const [cart] =
      await sql()`SELECT count(*)::int AS n FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE c.user_id = ${c.id}`;
    expect(cart!.n).toBe(0);
    const dueText = due.split('-').reverse().join('.');
    await expect
      .poll(async () =>
        (await readMails(shop.server.ctx.config.mailDir)).some(
          (m) =>
            m.includes(placed.json.orderNumber) && m.includes(`cari hesabınıza işlendi; son ödeme tarihi ${dueText}`),
        ),
      )
      .toBe(true);

    const over = await orderOnAccount(c, 4); // 480 > 400 left
    expect(over.status).toBe(409);
    expect(over.json.message).toBe('Sipariş tutarı cari hesap limitinizi aşıyor. Kullanılabilir limitiniz: ₺400,00.');
    expect((await orderOnAccount(c, 3)).status).toBe(200); // 360 ≤ 400
    expect(await statement(c)).toMatchObject({ balance: '960.00', available: '40.00', overdue: '0.00' });
  });

  it('never lets parallel orders overrun the limit', async () => {
    const c = await tradeCustomer();
    await setTerms(c, '500', 30); // four orders of 120 TL fit, a fifth does not
    for (let round = 0; round < 4; round++) {
      await sql()`DELETE FROM carts WHERE user_id = ${c.id}`;
      await insertCart(sql(), { userId: c.id }, [{ productId, quantity: 1 }]);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          api('POST', '/api/checkout/create', c.token, { ...validForm(), paymentMethod: 'open_account' }),
        ),
      );
      // One wins the cart; the others find it changed or emptied, or the limit reached.
      for (const a of answers) expect([200, 400, 409], JSON.stringify(a.json)).toContain(a.status);
    }
    for (let i = 0; i < 3; i++) await orderOnAccount(c, 1);
    const [sum] = await sql()`
      SELECT coalesce(sum(total_amount), 0)::text AS total, count(*)::int AS n FROM orders
      WHERE user_id = ${c.id} AND payment_method = 'open_account' AND status = 'confirmed'`;
    expect(sum).toEqual({ total: '480.00', n: 4 });
    const last = await orderOnAccount(c, 1);
    expect(last.json.message).toBe('Sipariş tutarı cari hesap limitinizi aşıyor. Kullanılabilir limitiniz: ₺20,00.');
  });

  it.runIf(backend === 'postgres')(
    'reads the limit under the account lock: a checkout waits for a change being written',
    async () => {
      const c = await tradeCustomer();
      await setTerms(c, '1000', 30);
      await insertCart(sql(), { userId: c.id }, [{ productId, quantity: 2 }]);
      let answered = false;
      let checkout: Promise<{ status: number; json: any }> | undefined;
      await sql().begin(async (tx) => {
        // An admin lowering the limit at that moment holds the account's row.
        await tx`UPDATE trade_accounts SET credit_limit = 100 WHERE user_id = ${c.id}`;
        checkout = api('POST', '/api/checkout/create', c.token, { ...validForm(), paymentMethod: 'open_account' }).then(
          (r) => {
            answered = true;
            return r;
          },
        );
        await lockWaiters(sql(), 1);
        expect(answered).toBe(false);
      });
      const res = await checkout!;
      expect(res.status).toBe(409);
      expect(res.json.message).toBe('Sipariş tutarı cari hesap limitinizi aşıyor. Kullanılabilir limitiniz: ₺100,00.');
    },
  );

  it('refuses new orders while anything is overdue, until it is paid', async () => {
    const c = await tradeCustomer();
    await setTerms(c, '5000', 10);
    const first = await orderOnAccount(c, 2); // 240
    await backdate(first.json.orderNumber, 11); // due yesterday
    const refused = await orderOnAccount(c, 1);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      'Vadesi geçmiş ₺240,00 borcunuz bulunduğu için cari hesap ile sipariş verilemiyor. Lütfen önce vadesi geçen tutarı ödeyin.',
    );
    expect((await statement(c)).overdue).toBe('240.00');
    // Due today is not overdue yet.
    await sql()`UPDATE orders SET payment_due_on = ${todayInTurkey()}::date WHERE order_number = ${first.json.orderNumber}`;
    expect((await statement(c)).overdue).toBe('0.00');
    await backdate(first.json.orderNumber, 1);
    expect((await pay(c, '200')).status).toBe(200);
    expect((await statement(c)).overdue).toBe('40.00');
    expect((await pay(c, '40')).status).toBe(200);
    expect((await orderOnAccount(c, 1)).status).toBe(200);
  });

  it('keeps the statement: orders, payments oldest due first, refunds, running balance; payments checked and kept with who and when', async () => {
    const c = await tradeCustomer();
    await setTerms(c, '10000', 30);
    const a = (await orderOnAccount(c, 10)).json.orderNumber as string; // 1200
    const b = (await orderOnAccount(c, 5)).json.orderNumber as string; // 600
    await backdate(a, 40); // a: 10 days overdue
    expect(
      (await api('POST', `/api/admin/customers/${c.id}/account-payments`, plain, { amount: '1', paidAt: '2026-01-01' }))
        .status,
    ).toBe(403);
    for (const [amount, message] of [
      ['0', 'Tutar 0’dan büyük, en fazla iki ondalıklı bir sayı olmalıdır (ör. 1250.50)'],
      ['12,5,0', 'Tutar 0’dan büyük, en fazla iki ondalıklı bir sayı olmalıdır (ör. 1250.50)'],
    ]) {
      const res = await pay(c, amount!);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(message);
    }
    const over = await pay(c, '1800.01');
    expect(over.status).toBe(409);
    expect(over.json.message).toBe(
      'Tutar, cari hesap bakiyesinden (₺1.800,00) fazla. Bakiyeyi kaydedin; fazlasını müşteriye iade edin.',
    );
    // Typed the Turkish way (issue 50): the same reading as every admin money field.
    const paid = await pay(c, '1.000,00', new Date().toISOString(), 'Havale – Ziraat');
    expect(paid.status).toBe(200);
    expect(paid.json.account.payments[0]).toMatchObject({ amount: '1000.00', note: 'Havale – Ziraat' });
    expect(paid.json.account.payments[0].recordedBy).toMatch(/^yonetici_/);

    // A refund of part of b takes 120 off; refunds go through the admin's usual refund.
    const [bRow] = await sql()`SELECT id FROM orders WHERE order_number = ${b}`;
    const refund = await api('POST', `/api/admin/orders/${bRow!.id}/refunds`, admin, {
      kind: 'refund',
      amount: '120.00',
    });
    expect(refund.status, JSON.stringify(refund.json)).toBe(200);
    const [bAfter] = await sql()`SELECT status, refunded_amount FROM orders WHERE id = ${bRow!.id}`;
    expect(bAfter).toMatchObject({ status: 'partially_refunded', refunded_amount: '120.00' });

    const s = await statement(c);
    // 1200 + 600 − 1000 − 120 = 680; a's 200 still unpaid is overdue (payments pay a first).
    expect(s).toMatchObject({ creditLimit: '10000.00', balance: '680.00', available: '9320.00', overdue: '200.00' });
    expect(s.lines.map((l: any) => [l.kind, l.reference, l.debit, l.credit, l.balance])).toEqual([
      ['order', a, '1200.00', '0.00', '1200.00'],
      ['order', b, '600.00', '0.00', '1800.00'],
      ['payment', 'Havale – Ziraat', '0.00', '1000.00', '800.00'],
      ['refund', b, '0.00', '120.00', '680.00'],
    ]);
    expect(s.lines[0].dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(s.lines[2].dueDate).toBeNull();
    // Only the customer's own statement; none without an open account.
    expect((await api('GET', '/api/account/statement', plain)).status).toBe(404);
    expect((await api('GET', '/api/account/statement', '')).status).toBe(401);
    // The admin sees the same statement.
    const adminView = await api('GET', `/api/admin/customers/${c.id}/account`, admin);
    expect(adminView.json.statement).toEqual(s);
    // A confirmed open-account order is closed by a refund, never by a plain cancellation.
    const [aRow] = await sql()`SELECT id FROM orders WHERE order_number = ${a}`;
    const cancel = await api('POST', `/api/admin/orders/${aRow!.id}/status`, admin, { status: 'cancelled' });
    expect(cancel.status).toBe(409);
    expect(cancel.json.message).toBe(orderMessages.accountNeedsRefund);
  });

  it('downloads the statement as a PDF and a workbook that read back the same lines and sums', async () => {
    const c = await tradeCustomer();
    await setTerms(c, '3000', 30);
    const order = (await orderOnAccount(c, 4)).json.orderNumber as string; // 480
    await pay(c, '80.50', new Date().toISOString(), 'EFT İş Bankası');
    const get = (path: string, token: string) =>
      fetch(`${shop.server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

    const pdf = await get('/api/account/statement.pdf', c.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/cari-hesap-ekstresi-\d{4}-\d{2}-\d{2}\.pdf/);
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    for (const expected of [
      'Cari Hesap Ekstresi',
      'Işık Elektrik Taahhüt Ltd. Şti.',
      order,
      'EFT İş Bankası',
      '₺480,00',
      '₺80,50',
      '₺399,50',
      'Kullanılabilir Limit',
      '₺2.600,50',
    ])
      expect(text).toContain(expected);

    const xlsx = await get(`/api/admin/customers/${c.id}/statement.xlsx`, admin);
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const sheet = book.getWorksheet('Cari Hesap')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Tarih',
      'İşlem',
      'Belge / Açıklama',
      'Vade',
      'Borç',
      'Alacak',
      'Bakiye',
    ]);
    const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(2);
    expect(row(2)).toEqual(['Sipariş', order, expect.any(Date), 480, 0, 480]);
    expect(row(3)).toEqual(['Ödeme', 'EFT İş Bankası', undefined, 0, 80.5, 399.5]);
    expect(sheet.getRow(2).getCell(1).value).toBeInstanceOf(Date);
    const sums = [5, 6, 7, 8].map((n) => [sheet.getRow(n).getCell(3).value, sheet.getRow(n).getCell(7).value]);
    expect(sums).toEqual([
      ['Kredi Limiti', 3000],
      ['Kullanılabilir Limit', 2600.5],
      ['Vadesi Geçen', 0],
      ['Bakiye', 399.5],
    ]);
    expect((await get(`/api/admin/customers/${c.id}/statement.pdf`, plain)).status).toBe(403);
    expect((await get('/api/account/statement.xlsx', plain)).status).toBe(404);
  });

  it('reminds an overdue account once per overdue due date, not at every run', async () => {
    const c = await tradeCustomer();
    await setTerms(c, '5000', 30);
    const first = (await orderOnAccount(c, 1)).json.orderNumber as string;
    const second = (await orderOnAccount(c, 2)).json.orderNumber as string;
    const mails = async () =>
      (await readMails(shop.server.ctx.config.mailDir)).filter((m) => m.includes(c.email) && m.includes('Vadesi ge'));
    await remindOverdueAccounts(shop.server.ctx);
    expect(await mails()).toHaveLength(0);
    await backdate(first, 31);
    await remindOverdueAccounts(shop.server.ctx);
    await remindOverdueAccounts(shop.server.ctx);
    const once = await mails();
    expect(once).toHaveLength(1);
    expect(once[0]).toContain(first);
    await backdate(second, 35); // another due day falls overdue
    await remindOverdueAccounts(shop.server.ctx);
    await remindOverdueAccounts(shop.server.ctx);
    expect(await mails()).toHaveLength(2);
    // Paid up, a later run sends nothing more.
    await pay(c, '360');
    await remindOverdueAccounts(shop.server.ctx);
    expect(await mails()).toHaveLength(2);
  });

  it('keeps an account with a balance from being deleted until it is settled', async () => {
    const c = await tradeCustomer();
    await setTerms(c, '1000', 30);
    await orderOnAccount(c, 1);
    const refused = await api('DELETE', '/api/account', c.token, { password: c.password });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      'Cari hesabınızda kapanmamış 120.00 TL bakiye bulunduğu için hesabınız silinemez. Lütfen önce bakiyeyi kapatın veya bizimle iletişime geçin.',
    );
    await pay(c, '120');
    expect((await api('DELETE', '/api/account', c.token, { password: c.password })).status).toBe(200);
  });

  it('counts the shipping charge and its KDV against the limit (decision 0315)', async () => {
    const c = await tradeCustomer();
    expect((await setTerms(c, '200.00')).status).toBe(200);
    const drum = await insertProduct(sql(), { name: 'Kablo Makarası', basePrice: '100.00', stock: 100 });
    await sql()`UPDATE products SET weight_kg = 5 WHERE id = ${drum}`;
    await saveShippingRates(sql(), {
      carriers: [{ name: 'Aras Kargo', bands: [{ maxDesi: 10, price: '80.00' }] }],
      freeShippingThreshold: '10000.00',
      freightAboveDesi: null,
    });
    try {
      const order = async () => {
        await sql()`DELETE FROM carts WHERE user_id = ${c.id}`;
        await insertCart(sql(), { userId: c.id }, [{ productId: drum, quantity: 1 }]);
        return api('POST', '/api/checkout/create', c.token, { ...validForm(), paymentMethod: 'open_account' });
      };
      // 100 + 20 KDV + 80 shipping + 16 KDV = 216, over a 200 limit.
      expect((await order()).status).toBe(409);
      expect((await setTerms(c, '216.00')).status).toBe(200);
      const placed = await order();
      expect(placed.status).toBe(200);
      const [row] = await sql()`
        SELECT total_amount, shipping_amount, shipping_vat_amount, shipping_carrier FROM orders
        WHERE order_number = ${placed.json.orderNumber as string}`;
      expect(row).toEqual({
        total_amount: '216.00',
        shipping_amount: '80.00',
        shipping_vat_amount: '16.00',
        shipping_carrier: 'Aras Kargo',
      });
    } finally {
      await saveShippingRates(sql(), NO_SHIPPING_RATES);
    }
  });
});
