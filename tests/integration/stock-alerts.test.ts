import { beforeAll, describe, expect, it } from 'vitest';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { runsOn } from '../helpers/databases.ts';
import { adminAndCustomerTokens } from '../helpers/admin-session.ts';
import { call, freshIp } from '../helpers/api-calls.ts';
import { registerCustomer, tokenFromMail, verifyEmail, type TestCustomer } from '../helpers/account-fixtures.ts';
import { readMails } from '../helpers/checkout-fixtures.ts';
import { insertProduct } from '../helpers/catalogue-rows.ts';
import { notifyBackInStock } from '#api/features/stock-alerts/back-in-stock.ts';
import { STOCK_ALERT_MESSAGES } from '#api/features/stock-alerts/schemas.ts';

const backends = runsOn('both');

describe.each(backends)("'Gelince haber ver' (%s)", (backend) => {
  const shop = useShopUnderTest(backend, { TRUST_PROXY: 'true' });
  let admin: string;
  let customer: TestCustomer;
  let cable: { id: number; variantIds: number[] };
  let relay: { id: number; variantIds: number[] };
  const ask = (body: unknown, token?: string) =>
    call(shop.server.url, 'POST', '/api/stock-alerts', { body, token, ip: freshIp() });
  const mailsTo = async (email: string, text: string) =>
    (await readMails(shop.server.ctx.config.mailDir)).filter((m) => m.includes(email) && m.includes(text));
  const waitingRows = (productId: number) =>
    shop.db.sql<{ email: string; confirmed: boolean; notified: boolean }[]>`
      SELECT email, confirmed_at IS NOT NULL AS confirmed, notified_at IS NOT NULL AS notified
      FROM stock_alerts WHERE product_id = ${productId} ORDER BY id`;

  beforeAll(async () => {
    admin = (await adminAndCustomerTokens(shop.db.sql)).admin;
    customer = await registerCustomer(shop.server.url);
    await verifyEmail(shop.server.url, shop.server.ctx.config.mailDir, customer.email);
    cable = await insertProduct(shop.db.sql, { name: 'NYA Kablo 1,5 mm² Işıklı', price: '12.50', stock: 0 });
    relay = await insertProduct(shop.db.sql, {
      name: 'Kontaktör 3 Kutuplu',
      price: '850.00',
      variants: [
        { name: '9 A', price: '850.00', stock: 4 },
        { name: '12 A', price: '910.00', stock: 0 },
        { name: '18 A', price: '990.00', stock: 0, active: false },
      ],
    });
  });

  it('refuses what cannot be waited for, in Turkish, and keeps nothing', async () => {
    const email = 'ilker.ozgur@ornek.com.tr';
    const cases: Array<[unknown, number, string]> = [
      [{ productId: cable.id, variantId: null, email: 'yok' }, 400, 'Geçerli bir e-posta adresi giriniz'],
      [{ productId: 'abc', email }, 400, 'Geçersiz ürün'],
      [{ productId: 2_147_483_648, email }, 400, 'Geçersiz ürün'],
      [{ productId: 999_999, email }, 404, 'Ürün bulunamadı'],
      [{ productId: relay.id, email }, 400, STOCK_ALERT_MESSAGES.variantRequired],
      [{ productId: relay.id, variantId: relay.variantIds[0], email }, 409, STOCK_ALERT_MESSAGES.inStock],
      [{ productId: relay.id, variantId: relay.variantIds[2], email }, 409, 'Bu ürün seçeneği şu anda satışta değil'],
      [{ productId: cable.id, variantId: relay.variantIds[1], email }, 404, 'Geçersiz ürün seçeneği'],
    ];
    for (const [body, status, message] of cases) {
      const res = await ask(body);
      expect([res.status, res.json.message], JSON.stringify(body)).toEqual([status, message]);
    }
    const [{ n }] = await shop.db.sql<[{ n: number }]>`SELECT count(*)::int AS n FROM stock_alerts`;
    expect(n).toBe(0);
  });

  it('waits for a guest only after the mailed link is opened, and mails it once when stock arrives', async () => {
    const email = 'Gulsah.Isik@ornek.com.tr';
    const first = await ask({ productId: cable.id, email });
    expect(first.status).toBe(201);
    expect(first.json).toEqual({ status: 'confirmation_sent', message: STOCK_ALERT_MESSAGES.confirmSent });
    const token = await tokenFromMail(shop.server.ctx.config.mailDir, email, '/stok-bildirimi');
    // Asked again within the hour: the same answer, no second link.
    expect((await ask({ productId: cable.id, email: email.toLowerCase() })).json.status).toBe('confirmation_sent');
    expect(await mailsTo(email, 'Talebinizi başlatmak')).toHaveLength(1);

    // Stock arrives before the link is opened: an unconfirmed address gets nothing.
    await shop.db.sql`UPDATE products SET stock_quantity = 5 WHERE id = ${cable.id}`;
    expect(await notifyBackInStock(shop.server.ctx)).toBe(0);
    await shop.db.sql`UPDATE products SET stock_quantity = 0 WHERE id = ${cable.id}`;

    const confirm = () => call(shop.server.url, 'POST', '/api/stock-alerts/confirm', { body: { token } });
    expect((await confirm()).json.message).toBe(STOCK_ALERT_MESSAGES.confirmed);
    expect((await confirm()).status).toBe(200);
    const wrong = await call(shop.server.url, 'POST', '/api/stock-alerts/confirm', { body: { token: 'a'.repeat(52) } });
    expect([wrong.status, wrong.json.message]).toEqual([404, STOCK_ALERT_MESSAGES.invalidLink]);
    expect(await waitingRows(cable.id)).toEqual([{ email, confirmed: true, notified: false }]);

    // Still out of stock: nothing goes. Then stock arrives and two runs race: one mail.
    expect(await notifyBackInStock(shop.server.ctx)).toBe(0);
    await shop.db.sql`UPDATE products SET stock_quantity = 3 WHERE id = ${cable.id}`;
    const runs = await Promise.all([notifyBackInStock(shop.server.ctx), notifyBackInStock(shop.server.ctx)]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await notifyBackInStock(shop.server.ctx)).toBe(0);
    const sent = await mailsTo(email, 'yeniden stokta');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('NYA Kablo 1,5 mm² Işıklı');
    const [{ slug }] = await shop.db.sql<[{ slug: string }]>`SELECT slug FROM products WHERE id = ${cable.id}`;
    expect(sent[0]).toContain(`${shop.server.ctx.config.siteUrl}/urun/${slug}`);
    // The ended wish's link no longer works; the address may ask anew.
    expect((await confirm()).status).toBe(404);
    await shop.db.sql`UPDATE products SET stock_quantity = 0 WHERE id = ${cable.id}`;
    expect((await ask({ productId: cable.id, email })).status).toBe(201);
    expect(await waitingRows(cable.id)).toEqual([
      { email, confirmed: true, notified: true },
      { email, confirmed: false, notified: false },
    ]);
  });

  it("waits at once for a signed-in customer's own address, per variant, and the admin sees the demand", async () => {
    const own = await ask(
      { productId: relay.id, variantId: relay.variantIds[1], email: customer.email },
      customer.token,
    );
    expect(own.json).toEqual({ status: 'waiting', message: STOCK_ALERT_MESSAGES.waiting });
    // Another address typed by the customer is a guest's: it is confirmed by mail first.
    const other = await ask(
      { productId: relay.id, variantId: relay.variantIds[1], email: 'santiye@ornek.com.tr' },
      customer.token,
    );
    expect(other.json.status).toBe('confirmation_sent');
    const guestToken = await tokenFromMail(shop.server.ctx.config.mailDir, 'santiye@ornek.com.tr', '/stok-bildirimi');
    await call(shop.server.url, 'POST', '/api/stock-alerts/confirm', { body: { token: guestToken } });

    const demand = await call(shop.server.url, 'GET', '/api/admin/stock-alerts', { token: admin });
    expect(demand.json.demand[0]).toMatchObject({
      productId: relay.id,
      productName: 'Kontaktör 3 Kutuplu',
      variantId: relay.variantIds[1],
      variantName: '12 A',
      waiting: 2,
    });
    expect((await call(shop.server.url, 'GET', '/api/admin/stock-alerts', { token: customer.token })).status).toBe(403);

    // The guest changes their mind through the same link; the customer still waits.
    const cancel = await call(shop.server.url, 'POST', '/api/stock-alerts/cancel', { body: { token: guestToken } });
    expect(cancel.json.message).toBe(STOCK_ALERT_MESSAGES.cancelled);
    await shop.db.sql`UPDATE product_variants SET stock_quantity = 10 WHERE id = ${relay.variantIds[1]!}`;
    expect(await notifyBackInStock(shop.server.ctx)).toBe(1);
    expect(await mailsTo(customer.email, '"Kontaktör 3 Kutuplu (12 A)" yeniden stokta')).toHaveLength(1);
    expect(await mailsTo('santiye@ornek.com.tr', 'yeniden stokta')).toHaveLength(0);
  });

  it('limits confirmation links per address, whatever the client address', async () => {
    const email = 'cok.istek@ornek.com.tr';
    const products = await Promise.all(
      Array.from({ length: 6 }, (_, i) => insertProduct(shop.db.sql, { name: `Sigorta B${i + 6}`, price: '55.00' })),
    );
    const answers = [];
    for (const p of products) answers.push((await ask({ productId: p.id, email })).status);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
