import { beforeAll, describe, expect, it } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { insertProduct, insertVariant, postForm, stockOf } from '../helpers/checkout-fixtures.ts';
import { checkoutCart, mailsOf, paySandbox, paymentCallback } from '../helpers/order-flow.ts';

const backends = runsOn('both');

describe.each(backends)('sandbox payment and callback (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  beforeAll(async () => {
    await shop.db.sql`INSERT INTO settings (key, value) VALUES ('company_email', 'satis@magaza.example')`;
  });

  async function pendingOrder(stock = 10) {
    const productId = await insertProduct(shop.db.sql, { name: 'Kaçak Akım Rölesi', basePrice: '1.00' });
    const variantId = await insertVariant(shop.db.sql, productId, { name: '40A 30mA', price: '450.00', stock });
    const o = await checkoutCart(shop, [{ productId, variantId, quantity: 2 }]);
    return { token: o.token, variantId, sessionId: o.sessionId, orderId: o.id, orderNumber: o.orderNumber };
  }
  const pay = (token: string, cardNumber: string) => paySandbox(shop, token, cardNumber);
  const callback = (token: string) => paymentCallback(shop, token);
  const statusOf = async (orderId: number) =>
    (await shop.db.sql`SELECT status FROM orders WHERE id = ${orderId}`)[0]!.status;

  it('serves the hosted card form for a posted token, with the amount and order number', async () => {
    const { token, orderNumber } = await pendingOrder();
    const res = await postForm(`${shop.server.url}/api/payment/sandbox/form`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("form-action 'self'");
    const html = await res.text();
    expect(html).toContain(orderNumber);
    expect(html).toContain('₺1.080,00');
    for (const label of ['Kart Numarası', 'Kart Üzerindeki İsim', 'Son Kullanma Tarihi', 'CVC'])
      expect(html).toContain(label);
  });

  it('confirms the order on a successful card, empties the cart and mails buyer and company once', async () => {
    const { token, orderId, orderNumber, sessionId, variantId } = await pendingOrder();
    const paid = await pay(token, '5528 7900 0000 0008');
    expect(await paid.text()).toContain('Ödeme onaylandı');
    const res = await callback(token);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/order-success?orderNumber=${orderNumber}`);
    expect(await statusOf(orderId)).toBe('confirmed');
    expect(await stockOf(shop.db.sql, 'product_variants', variantId)).toBe(8);
    const [{ n }] = await shop.db.sql<
      [{ n: number }]
    >`SELECT count(*)::int AS n FROM cart_items ci JOIN carts c ON c.id = ci.cart_id WHERE c.session_id = ${sessionId}`;
    expect(n).toBe(0);

    const mails = await mailsOf(shop, orderNumber);
    expect(mails).toHaveLength(2);
    const [confirmation, notice] = [
      mails.find((m) => /^To: .*<ayse\.\d+@example\.com>/m.test(m))!,
      mails.find((m) => /^To: .*<satis@magaza\.example>/m.test(m))!,
    ];
    for (const text of [
      'Kaçak Akım Rölesi (40A 30mA) × 2 adet: ₺900,00',
      'KDV (%20): ₺180,00',
      'Toplam: ₺1.080,00',
      'Teslimat: Kargo ile',
      'Teslimat adresi: Kızılay Mah. Atatürk Bulvarı No: 5, 06420 Ankara',
    ]) {
      expect(confirmation).toContain(text);
      expect(notice).toContain(text);
    }
    expect(confirmation).toContain('MESAFELİ SATIŞ SÖZLEŞMESİ');
    expect(confirmation).toContain('ÖN BİLGİLENDİRME FORMU');
    // The free-shipping threshold of the 'Kargo' setting, 500 TL while none is set (decision 0317).
    expect(confirmation).toContain('500 TL ve üzeri siparişlerde kargo ücretsizdir');
    // The contract's own wording is content/legal's, with the seller from the settings filled in.
    expect(confirmation).toContain(
      'Alıcı, teslimden itibaren 14 gün içinde gerekçe göstermeden cayma hakkını kullanabilir.',
    );
    expect(confirmation).toContain('Telefon: 0312 394 27 50, e-posta: satis@magaza.example.');
    expect(confirmation).not.toContain('{{');

    // Replays change nothing more: same redirect, no second mail, stock untouched.
    for (let i = 0; i < 3; i++)
      expect((await callback(token)).headers.get('location')).toBe(`/order-success?orderNumber=${orderNumber}`);
    expect(await mailsOf(shop, orderNumber)).toHaveLength(2);
    expect(await stockOf(shop.db.sql, 'product_variants', variantId)).toBe(8);
    const history = await shop.db
      .sql`SELECT to_status FROM order_status_history WHERE order_id = ${orderId} ORDER BY id`;
    expect(history.map((h) => h.to_status)).toEqual(['pending', 'confirmed']);
  });

  it('mails the buyer one KDV line per rate in the order summary and in the sales contract', async () => {
    const cable = await insertProduct(shop.db.sql, { name: 'NYA Kablo', basePrice: '33.33', vatRate: 20 });
    const book = await insertProduct(shop.db.sql, { name: 'Tesisat El Kitabı', basePrice: '19.99', vatRate: 10 });
    const { token, orderNumber } = await checkoutCart(shop, [
      { productId: cable, quantity: 3 },
      { productId: book, quantity: 3 },
    ]);
    await pay(token, '5528 7900 0000 0008');
    await callback(token);
    const confirmation = (await mailsOf(shop, orderNumber)).find((m) => /^To: .*<ayse\.\d+@example\.com>/m.test(m))!;
    // 99.99 at 20 % → 20.00 KDV, 59.97 at 10 % → 6.00 KDV (per line, half-up): 185.96 in all.
    const summary = confirmation.split('ÖN BİLGİLENDİRME FORMU')[0]!;
    const contract = confirmation.split('MESAFELİ SATIŞ SÖZLEŞMESİ')[1]!;
    for (const part of [summary, contract]) {
      expect(part).toContain('KDV (%20): ₺20,00');
      expect(part).toContain('KDV (%10): ₺6,00');
      expect(part).toContain('₺185,96');
    }
    expect(summary).toContain('Ara toplam: ₺159,96');
  });

  it.each([
    ['4111111111111129', 'Yetersiz bakiye'],
    ['4129111111111111', 'onaylanmadı'],
    ['4125111111111115', 'süresi dolmuş'],
    ['4124111111111116', 'CVC'],
  ])('cancels the order and puts the stock back for the failing card %s', async (card, reason) => {
    const { token, orderId, variantId } = await pendingOrder();
    expect(await stockOf(shop.db.sql, 'product_variants', variantId)).toBe(8);
    expect(await (await pay(token, card)).text()).toContain(reason);
    const res = await callback(token);
    expect(res.headers.get('location')).toBe('/order-failed?error=payment_failed');
    expect(await statusOf(orderId)).toBe('cancelled');
    expect(await stockOf(shop.db.sql, 'product_variants', variantId)).toBe(10);
    await callback(token);
    expect(await stockOf(shop.db.sql, 'product_variants', variantId)).toBe(10);
  });

  it('re-shows the form with a message for a malformed card and charges nothing', async () => {
    const { token, orderId } = await pendingOrder();
    const res = await postForm(`${shop.server.url}/api/payment/sandbox/pay`, {
      token,
      cardNumber: '1234',
      cardHolder: 'A B',
      expiry: '12/30',
      cvc: '123',
    });
    expect(await res.text()).toContain('Kart numarası 16 haneli olmalıdır.');
    expect(await statusOf(orderId)).toBe('pending');
  });

  it('never trusts the post: a callback before payment changes nothing, unknown tokens are order_not_found', async () => {
    const { token, orderId } = await pendingOrder();
    expect((await callback(token)).headers.get('location')).toBe('/order-failed?error=payment_failed');
    expect(await statusOf(orderId)).toBe('pending');
    expect((await callback('sbx_00000000000000000000000000000000')).headers.get('location')).toBe(
      '/order-failed?error=order_not_found',
    );
    expect((await callback('')).headers.get('location')).toBe('/order-failed?error=order_not_found');
    // A success page cannot be reached by posting extra fields either.
    const forged = await postForm(`${shop.server.url}/api/payment/callback`, {
      token,
      status: 'success',
      paymentStatus: 'SUCCESS',
    });
    expect(forged.headers.get('location')).toBe('/order-failed?error=payment_failed');
    expect(await statusOf(orderId)).toBe('pending');
  });

  it('settles concurrent callbacks for one token exactly once', async () => {
    const { token, orderId, orderNumber, variantId } = await pendingOrder();
    await pay(token, '5890040000000016');
    const answers = await Promise.all(Array.from({ length: 8 }, () => callback(token)));
    expect(new Set(answers.map((a) => a.headers.get('location')))).toEqual(
      new Set([`/order-success?orderNumber=${orderNumber}`]),
    );
    expect(await statusOf(orderId)).toBe('confirmed');
    const history = await shop.db.sql`SELECT to_status FROM order_status_history WHERE order_id = ${orderId}`;
    expect(history).toHaveLength(2);
    expect(await mailsOf(shop, orderNumber)).toHaveLength(2);
    expect(await stockOf(shop.db.sql, 'product_variants', variantId)).toBe(8);
  });

  it('refuses to confirm when the provider reports another amount', async () => {
    const { token, orderId, variantId } = await pendingOrder();
    await pay(token, '5528790000000008');
    await shop.db.sql`UPDATE payment_sandbox_sessions SET amount = 1.00 WHERE token = ${token}`;
    expect((await callback(token)).headers.get('location')).toBe('/order-failed?error=system_error');
    expect(await statusOf(orderId)).toBe('cancelled');
    expect(await stockOf(shop.db.sql, 'product_variants', variantId)).toBe(10);
  });

  it('lets a paid session be paid only once', async () => {
    const { token } = await pendingOrder();
    await pay(token, '4111111111111129');
    const again = await pay(token, '5528790000000008');
    expect(await again.text()).toContain('Ödeme reddedildi');
  });
});
