import { beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '#db/connection.ts';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { bearer } from '../helpers/admin-session.ts';
import { adminToken, customerToken } from '../helpers/sessions.ts';
import {
  createCheckout,
  insertCart,
  insertProduct,
  insertVariant,
  newSessionId,
  readMails,
  validForm,
} from '../helpers/checkout-fixtures.ts';
import { paySandbox, paymentCallback } from '../helpers/order-flow.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { QUOTE_MESSAGES as m, quoteNumber } from '#api/features/quotes/schemas.ts';
import { isoDay } from '#api/shared/date-format.ts';

const backends = runsOn('both');

// Issue 37, quotes (decisions 0296–0298): asked for from the cart, edited and sent by the admin
// with a PDF, accepted into the cart at locked prices that reach the order, refused when
// expired, declined or accepted already, and accepted once however many ask at the same time.

const DAY = 86_400_000;
const inDays = (n: number) => isoDay(new Date(Date.now() + n * DAY));

/** The PDF attached to a mail file, decoded from its base64 part. */
function attachedPdf(mail: string): Buffer {
  const part = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail);
  if (!part) throw new Error('no PDF attachment');
  return Buffer.from(part[1]!.replace(/\s+/g, ''), 'base64');
}

describe.each(backends)('quotes (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  const sql = (): Sql => shop.db.sql;
  let admin: string;
  const api = (path: string, token: string | null, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${shop.server.url}${path}`, {
      method: init.method ?? 'GET',
      headers: { ...(token ? bearer(token) : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  const customer = async () => {
    const username = `musteri_${Math.random().toString(36).slice(2, 10)}`;
    const token = await customerToken(sql(), username);
    const [row] = await sql()<{ id: number }[]>`SELECT id FROM users WHERE username = ${username}`;
    return { token, userId: row!.id };
  };
  /** A customer whose cart holds 3 of a product (100.00, KDV 20) and 2 of a variant (250.00, KDV 10). */
  const customerWithCart = async () => {
    const c = await customer();
    const cable = await insertProduct(sql(), { name: 'Kablo NYM 3x2,5', basePrice: '100.00', stock: 500, vatRate: 20 });
    const lampProduct = await insertProduct(sql(), {
      name: 'LED Armatür',
      basePrice: '250.00',
      stock: 50,
      vatRate: 10,
    });
    const lamp = await insertVariant(sql(), lampProduct, { name: '60x60', price: '250.00', stock: 50 });
    await insertCart(sql(), { userId: c.userId }, [
      { productId: cable, quantity: 3 },
      { productId: lampProduct, variantId: lamp, quantity: 2 },
    ]);
    return { ...c, cable, lampProduct, lamp };
  };
  const requestQuote = async (token: string, note = 'Şantiye için toplu alım') => {
    const res = await api('/api/quotes', token, { method: 'POST', body: { note } });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: number; number: string; status: string; lines: { productId: number }[] };
  };
  const editAndSend = async (quoteId: number, lines: unknown[], validUntil = inDays(10)) => {
    const put = await api(`/api/admin/quotes/${quoteId}`, admin, { method: 'PUT', body: { lines, validUntil } });
    expect(put.status).toBe(200);
    const sent = await api(`/api/admin/quotes/${quoteId}/send`, admin, { method: 'POST' });
    expect(sent.status).toBe(200);
    return sent.json();
  };
  const accept = (quoteId: number, token: string) => api(`/api/quotes/${quoteId}/accept`, token, { method: 'POST' });

  beforeAll(async () => {
    admin = await adminToken(sql());
  });

  it('stores the cart as it is at the buyer’s prices, refuses an empty cart in Turkish, and shows a quote only to its owner', async () => {
    const empty = await customer();
    const none = await api('/api/quotes', empty.token, { method: 'POST', body: { note: '' } });
    expect(none.status).toBe(400);
    expect((await none.json()).message).toBe(m.emptyCart);
    expect((await api('/api/quotes', null, { method: 'POST', body: {} })).status).toBe(401);

    const c = await customerWithCart();
    const quote = await requestQuote(c.token);
    expect(quote).toMatchObject({
      number: quoteNumber(quote.id),
      status: 'requested',
      statusLabel: 'Talep Edildi',
      note: 'Şantiye için toplu alım',
      subtotal: '800.00',
      taxAmount: '110.00',
      total: '910.00',
      validUntil: null,
      lines: [
        {
          productId: c.cable,
          variantId: null,
          productName: 'Kablo NYM 3x2,5',
          unitPrice: '100.00',
          quantity: 3,
          vatRate: 20,
        },
        {
          productId: c.lampProduct,
          variantId: c.lamp,
          variantName: '60x60',
          unitPrice: '250.00',
          quantity: 2,
          vatRate: 10,
        },
      ],
    });
    // The cart is left as it was.
    expect((await (await api('/api/cart', c.token)).json()).items).toHaveLength(2);
    const list = await (await api('/api/quotes', c.token)).json();
    expect(list).toEqual([
      expect.objectContaining({ id: quote.id, status: 'requested', total: '910.00', lineCount: 2 }),
    ]);
    // The customer's own view has no history; another customer's answer is a 404, as for none.
    expect((await (await api(`/api/quotes/${quote.id}`, c.token)).json()).events).toBeUndefined();
    const other = await customer();
    for (const path of [`/api/quotes/${quote.id}`, `/api/quotes/${quote.id}/pdf`]) {
      const res = await api(path, other.token);
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe(m.notFound);
    }
    for (const action of ['accept', 'decline']) {
      expect((await api(`/api/quotes/${quote.id}/${action}`, other.token, { method: 'POST' })).status).toBe(404);
    }
    expect(await (await api('/api/quotes', other.token)).json()).toEqual([]);
    // Only an admin edits or sends.
    expect((await api(`/api/admin/quotes/${quote.id}`, c.token)).status).toBe(403);
    expect((await api(`/api/admin/quotes/${quote.id}/send`, c.token, { method: 'POST' })).status).toBe(403);
  });

  it('lets the admin edit prices, quantities and lines, refuses bad edits, sends it with the PDF and keeps who did what', async () => {
    const c = await customerWithCart();
    const quote = await requestQuote(c.token);
    const extra = await insertProduct(sql(), { name: 'Sigorta 16A', basePrice: '40.00', stock: 100, vatRate: 1 });
    // Not sent yet: nothing to accept.
    const early = await accept(quote.id, c.token);
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe(m.notSentYet);

    const put = (body: unknown) => api(`/api/admin/quotes/${quote.id}`, admin, { method: 'PUT', body });
    const refusals: [unknown, string][] = [
      [{ lines: [], validUntil: inDays(5) }, m.noLines],
      [{ lines: [{ productId: c.cable, quantity: 1, unitPrice: '1' }], validUntil: inDays(-1) }, m.validUntilPast],
      [{ lines: [{ productId: c.cable, quantity: 1, unitPrice: 'bedava' }], validUntil: inDays(5) }, m.unitPrice],
      [
        { lines: [{ productId: 999_999, quantity: 1, unitPrice: '1' }], validUntil: inDays(5) },
        m.productNotFound(999_999),
      ],
      [
        { lines: [{ productId: c.lampProduct, quantity: 1, unitPrice: '1' }], validUntil: inDays(5) },
        m.variantRequired('LED Armatür'),
      ],
      [
        { lines: [{ productId: c.cable, variantId: c.lamp, quantity: 1, unitPrice: '1' }], validUntil: inDays(5) },
        m.variantNotOfProduct(c.lamp),
      ],
      [
        {
          lines: [
            { productId: c.cable, quantity: 1, unitPrice: '1' },
            { productId: c.cable, quantity: 2, unitPrice: '1' },
          ],
          validUntil: inDays(5),
        },
        m.duplicateLine,
      ],
      [{ lines: [{ productId: c.cable, quantity: 1, unitPrice: '1' }], validUntil: '31.12.2026' }, m.validUntil],
    ];
    for (const [body, message] of refusals) {
      const res = await put(body);
      expect(res.status, message).toBe(400);
      expect((await res.json()).message).toBe(message);
    }

    // The cable cheaper and more of it, the lamp removed, a fuse added.
    const validUntil = inDays(14);
    const edited = await put({
      lines: [
        { productId: c.cable, variantId: null, quantity: 5, unitPrice: '80,00' },
        { productId: extra, quantity: 10, unitPrice: 35 },
      ],
      validUntil,
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      status: 'requested',
      validUntil,
      lines: [
        { productId: c.cable, productName: 'Kablo NYM 3x2,5', unitPrice: '80.00', quantity: 5, totalPrice: '400.00' },
        { productId: extra, productName: 'Sigorta 16A', unitPrice: '35.00', quantity: 10, vatRate: 1 },
      ],
      subtotal: '750.00',
      vat: [
        { rate: 20, base: '400.00', vat: '80.00' },
        { rate: 1, base: '350.00', vat: '3.50' },
      ],
      total: '833.50',
    });

    const sent = await api(`/api/admin/quotes/${quote.id}/send`, admin, { method: 'POST' });
    expect(sent.status).toBe(200);
    const view = await sent.json();
    expect(view).toMatchObject({ status: 'sent', statusLabel: 'Gönderildi' });
    expect(view.events.map((e: { kind: string }) => e.kind)).toEqual(['requested', 'edited', 'sent']);
    expect(view.events[0].by).toMatch(/^Test Müşteri \(musteri_/);
    expect(view.events[1].by).toMatch(/\(yonetici_/);
    expect(view.events.every((e: { at: string }) => Date.now() - Date.parse(e.at) < 60_000)).toBe(true);

    const mail = (await readMails(shop.server.ctx.config.mailDir)).find((t) =>
      t.includes(`teklif-${quote.number}.pdf`),
    );
    expect(mail).toBeDefined();
    expect(mail).toContain(`İstediğiniz teklif hazırlandı: ${quote.number}, toplam ₺833,50 (KDV dahil).`);
    expect(mail).toMatch(/^To: .*musteri_/m);
    const text = await pdfText(attachedPdf(mail!));
    for (const expected of [
      'Teklif',
      quote.number,
      'Ankara Elektrik Malzemeleri',
      'Kablo NYM 3x2,5',
      'Sigorta 16A',
      '₺80,00',
      '₺400,00',
      'KDV (%20)',
      '₺80,00',
      'KDV (%1)',
      '₺3,50',
      '₺750,00',
      '₺833,50',
      'Şantiye için toplu alım',
    ]) {
      expect(text).toContain(expected);
    }
    const [y, mo, d] = validUntil.split('-');
    expect(text).toContain(`${d}.${mo}.${y}`);
    // The same PDF for the customer and the admin to download.
    for (const [path, token] of [
      [`/api/quotes/${quote.id}/pdf`, c.token],
      [`/api/admin/quotes/${quote.id}/pdf`, admin],
    ] as const) {
      const res = await api(path, token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(await pdfText(new Uint8Array(await res.arrayBuffer()))).toContain('₺833,50');
    }
    const adminList = await (await api('/api/admin/quotes', admin)).json();
    expect(adminList).toContainEqual(
      expect.objectContaining({ id: quote.id, status: 'sent', customerName: 'Test Müşteri' }),
    );
  });

  it('puts the accepted lines in the cart at locked prices that reach the order, KDV after, and marks the quote ordered', async () => {
    const c = await customerWithCart();
    const quote = await requestQuote(c.token);
    const other = await insertProduct(sql(), { name: 'Priz', basePrice: '20.00', stock: 100, vatRate: 20 });
    await editAndSend(quote.id, [
      { productId: c.cable, quantity: 5, unitPrice: '80.00' },
      { productId: c.lampProduct, variantId: c.lamp, quantity: 2, unitPrice: '199.99' },
    ]);
    const accepted = await accept(quote.id, c.token);
    expect(accepted.status).toBe(200);
    expect((await accepted.json()).status).toBe('accepted');

    // The cart's lines of the same products gave way to the quoted ones.
    const cart = await (await api('/api/cart', c.token)).json();
    expect(cart.items).toEqual([
      expect.objectContaining({
        productId: c.cable,
        quantity: 5,
        price: '80.00',
        listPrice: '100.00',
        quote: { id: quote.id, number: quote.number },
      }),
      expect.objectContaining({
        variantId: c.lamp,
        quantity: 2,
        price: '199.99',
        quote: { id: quote.id, number: quote.number },
      }),
    ]);
    // The quoted quantity holds; the same product cannot be added on top; another product keeps its own price.
    const cableLine = cart.items[0].id;
    const change = await api(`/api/cart/items/${cableLine}`, c.token, { method: 'PUT', body: { quantity: 6 } });
    expect(change.status).toBe(409);
    expect((await change.json()).message).toBe(m.lockedLine);
    const again = await api('/api/cart/items', c.token, { method: 'POST', body: { productId: c.cable, quantity: 1 } });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(m.lockedLine);
    const add = await api('/api/cart/items', c.token, { method: 'POST', body: { productId: other, quantity: 2 } });
    expect(add.status).toBe(200);
    expect((await add.json()).items.find((i: { productId: number }) => i.productId === other)).toMatchObject({
      price: '20.00',
    });

    // The usual checkout charges the quoted prices, computed from the quote; KDV after.
    const res = await createCheckout(shop.server.url, newSessionId(), validForm(), bearer(c.token));
    expect(res.status).toBe(200);
    const { token } = await res.json();
    const [order] =
      await sql()`SELECT id, order_number, subtotal, tax_amount, total_amount FROM orders WHERE payment_token = ${token}`;
    // 5 × 80.00 + 2 × 199.99 + 2 × 20.00 = 839.98; KDV 80.00 + 40.00 (399.98 × 10 % = 39.998) + 8.00
    expect(order).toMatchObject({ subtotal: '839.98', tax_amount: '128.00', total_amount: '967.98' });
    const items =
      await sql()`SELECT product_id, unit_price, quantity FROM order_items WHERE order_id = ${order!.id} ORDER BY id`;
    expect(items.map((i) => [i.product_id, i.unit_price, i.quantity])).toEqual([
      [c.cable, '80.00', 5],
      [c.lampProduct, '199.99', 2],
      [other, '20.00', 2],
    ]);
    const detail = await (await api(`/api/admin/quotes/${quote.id}`, admin)).json();
    expect(detail).toMatchObject({
      status: 'ordered',
      statusLabel: 'Siparişe Dönüştü',
      orderNumber: order!.order_number,
    });
    expect(detail.events.map((e: { kind: string }) => e.kind)).toEqual([
      'requested',
      'edited',
      'sent',
      'accepted',
      'ordered',
    ]);
    expect(detail.events.at(-1).note).toBe(`Sipariş no: ${order!.order_number}`);
    // Paid by card: the order is confirmed at the quoted total.
    expect((await paySandbox(shop, token)).status).toBeLessThan(400);
    await paymentCallback(shop, token);
    const [paid] = await sql()`SELECT status, total_amount FROM orders WHERE id = ${order!.id}`;
    expect(paid).toMatchObject({ status: 'confirmed', total_amount: '967.98' });

    const twice = await accept(quote.id, c.token);
    expect(twice.status).toBe(409);
    expect((await twice.json()).message).toBe(m.alreadyAccepted);
  });

  it('refuses an expired or declined quote, and prices a locked line normally once its validity has passed', async () => {
    const c = await customerWithCart();
    const lines = [{ productId: c.cable, quantity: 4, unitPrice: '60.00' }];
    const expiring = await requestQuote(c.token);
    await editAndSend(expiring.id, lines);
    await sql()`UPDATE quotes SET valid_until = ${inDays(-1)}::date WHERE id = ${expiring.id}`;
    const expired = await accept(expiring.id, c.token);
    expect(expired.status).toBe(410);
    expect((await expired.json()).message).toBe(m.expired);
    expect((await (await api(`/api/quotes/${expiring.id}`, c.token)).json()).status).toBe('expired');

    const declining = await requestQuote(c.token);
    await editAndSend(declining.id, lines);
    const declined = await api(`/api/quotes/${declining.id}/decline`, c.token, { method: 'POST' });
    expect(declined.status).toBe(200);
    expect((await declined.json()).statusLabel).toBe('Reddedildi');
    const refused = await accept(declining.id, c.token);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(m.declined);
    expect((await api(`/api/quotes/${declining.id}/decline`, c.token, { method: 'POST' })).status).toBe(409);
    // A declined quote is no longer the admin's to edit or send.
    expect((await api(`/api/admin/quotes/${declining.id}/send`, admin, { method: 'POST' })).status).toBe(409);

    // Accepted, then the validity passes: the line is priced as any other and can be changed.
    const lapsing = await requestQuote(c.token);
    await editAndSend(lapsing.id, lines);
    expect((await accept(lapsing.id, c.token)).status).toBe(200);
    let cable = (await (await api('/api/cart', c.token)).json()).items.find(
      (i: { productId: number }) => i.productId === c.cable,
    );
    expect(cable).toMatchObject({ price: '60.00', quantity: 4 });
    await sql()`UPDATE cart_items SET price_locked_until = now() - interval '1 second' WHERE id = ${cable.id}`;
    cable = (await (await api('/api/cart', c.token)).json()).items.find(
      (i: { productId: number }) => i.productId === c.cable,
    );
    expect(cable).toMatchObject({ price: '100.00', quantity: 4 });
    expect(cable.quote).toBeUndefined();
    expect((await api(`/api/cart/items/${cable.id}`, c.token, { method: 'PUT', body: { quantity: 6 } })).status).toBe(
      200,
    );
  });

  it('orders quoted lines by bank transfer too, and refuses them at checkout when the stock ran out meanwhile', async () => {
    const putSetting = (key: string, value: string) =>
      api(`/api/settings/${key}`, admin, { method: 'PUT', body: { value } });
    const accounts = [
      { bankName: 'Ziraat Bankası', iban: 'TR330006100519786457841326', accountHolder: 'Ankara Elektrik A.Ş.' },
    ];
    expect((await putSetting('bank_accounts', JSON.stringify(accounts))).status).toBe(200);
    expect((await putSetting('payment_bank_transfer_enabled', 'true')).status).toBe(200);
    expect((await putSetting('bank_transfer_discount', '2')).status).toBe(200);
    const c = await customerWithCart();
    const quote = await requestQuote(c.token);
    await editAndSend(quote.id, [{ productId: c.cable, quantity: 10, unitPrice: '50.00' }]);
    expect((await accept(quote.id, c.token)).status).toBe(200);

    // Stock is not reserved by a quote: sold down to 6, the checkout refuses and the line stays locked.
    await sql()`UPDATE products SET stock_quantity = 6 WHERE id = ${c.cable}`;
    const form = { ...validForm(), paymentMethod: 'bank_transfer' };
    const short = await createCheckout(shop.server.url, newSessionId(), form, bearer(c.token));
    expect(short.status).toBe(409);
    expect((await short.json()).message).toBe('Stok yetersiz: Kablo NYM 3x2,5 için istenen miktar stokta yok.');
    const cart = await (await api('/api/cart', c.token)).json();
    expect(cart.items.find((i: { productId: number }) => i.productId === c.cable)).toMatchObject({
      price: '50.00',
      quantity: 10,
    });

    await sql()`UPDATE products SET stock_quantity = 100 WHERE id = ${c.cable}`;
    const res = await createCheckout(
      shop.server.url,
      newSessionId(),
      { ...validForm(), paymentMethod: 'bank_transfer' },
      bearer(c.token),
    );
    expect(res.status).toBe(200);
    const { orderNumber } = await res.json();
    const [order] =
      await sql()`SELECT id, status, subtotal, discount_amount, tax_amount, total_amount FROM orders WHERE order_number = ${orderNumber}`;
    // The quoted cable line took the place of the cart's own; the lamp kept its price.
    const items =
      await sql()`SELECT product_id, unit_price, quantity FROM order_items WHERE order_id = ${order!.id} ORDER BY id`;
    expect(items.map((i) => [i.product_id, i.unit_price, i.quantity])).toEqual([
      [c.lampProduct, '250.00', 2],
      [c.cable, '50.00', 10],
    ]);
    // 10 × 50.00 + 2 × 250.00 = 1000.00, 2 % off before KDV (20.00); KDV 490.00 × 20 % + 490.00 × 10 % = 98.00 + 49.00.
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      subtotal: '1000.00',
      discount_amount: '20.00',
      tax_amount: '147.00',
      total_amount: '1127.00',
    });
    expect(await (await api(`/api/quotes/${quote.id}`, c.token)).json()).toMatchObject({
      status: 'ordered',
      orderNumber,
    });
    await putSetting('payment_bank_transfer_enabled', 'false');
  });

  it('accepts a quote once when many acceptances arrive together, and its lines make one order', async () => {
    const c = await customerWithCart();
    const quote = await requestQuote(c.token);
    await editAndSend(quote.id, [{ productId: c.cable, quantity: 7, unitPrice: '90.00' }]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => accept(quote.id, c.token)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const refusals = await Promise.all(answers.filter((r) => r.status === 409).map((r) => r.json()));
    expect(new Set(refusals.map((r) => r.message))).toEqual(new Set([m.alreadyAccepted]));
    const lines = await sql()`
      SELECT ci.product_id, ci.quantity FROM cart_items ci JOIN carts k ON k.id = ci.cart_id WHERE k.user_id = ${c.userId}`;
    expect(lines.filter((l) => l.product_id === c.cable)).toEqual([{ product_id: c.cable, quantity: 7 }]);
    const events = await sql()`SELECT kind FROM quote_events WHERE quote_id = ${quote.id} AND kind = 'accepted'`;
    expect(events).toHaveLength(1);

    const checkouts = await Promise.all(
      [0, 1].map(() => createCheckout(shop.server.url, newSessionId(), validForm(), bearer(c.token))),
    );
    expect(checkouts.some((r) => r.status === 200)).toBe(true);
    // A second checkout of the same cart replaces the first unpaid order: one order stands.
    const open = await sql()`
      SELECT o.id FROM orders o JOIN order_items i ON i.order_id = o.id
      WHERE o.user_id = ${c.userId} AND o.status = 'pending' AND i.product_id = ${c.cable} AND i.unit_price = 90.00`;
    expect(open).toHaveLength(1);
  });
});
