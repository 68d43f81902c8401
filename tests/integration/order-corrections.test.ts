import { beforeAll, describe, expect, it } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { adminAndCustomerTokens, postJsonAs } from '../helpers/admin-session.ts';
import { insertProduct, insertVariant, stockOf } from '../helpers/checkout-fixtures.ts';
import { checkoutCart, mailsOf, paySandbox, paymentCallback } from '../helpers/order-flow.ts';
import { issueDueInvoices } from '#api/features/invoices/issue-invoices.ts';
import { createLocalProvider } from '#api/features/invoices/local-provider.ts';

// 'Siparişi düzelt' (decision 0403) on both databases: fewer units refunded with their KDV through
// the refund path, added units priced by the shop and asked of the buyer, stock moved once, a
// shipped order refused, an address change in the history.

const backends = runsOn('both');

describe.each(backends)('order corrections before shipping (%s)', (backend) => {
  const shop = useShopUnderTest(backend);
  let token: string;
  let adminId: number;
  beforeAll(async () => {
    ({ admin: token, adminId } = await adminAndCustomerTokens(shop.db.sql));
  });

  /** A paid card order of 2 × 450.00 (a variant, stock 10 → 8) and 1 × 100.00 (stock 20 → 19), KDV 20 %. */
  async function paidOrder() {
    const cableId = await insertProduct(shop.db.sql, { name: 'Kaçak Akım Rölesi', basePrice: '1.00' });
    const variantId = await insertVariant(shop.db.sql, cableId, { name: '40A 30mA', price: '450.00', stock: 10 });
    const plugId = await insertProduct(shop.db.sql, { name: 'Priz', basePrice: '100.00', stock: 20 });
    const {
      token: paymentToken,
      id,
      orderNumber,
    } = await checkoutCart(shop, [
      { productId: cableId, variantId, quantity: 2 },
      { productId: plugId, quantity: 1 },
    ]);
    await paySandbox(shop, paymentToken);
    await paymentCallback(shop, paymentToken);
    const items = await shop.db.sql<{ id: number; product_id: number }[]>`
      SELECT id, product_id FROM order_items WHERE order_id = ${id} ORDER BY id`;
    return {
      id,
      orderNumber,
      variantId,
      plugId,
      relayItem: items.find((i) => i.product_id === cableId)!.id,
      plugItem: items.find((i) => i.product_id === plugId)!.id,
    };
  }
  const correct = (id: number, body: unknown) =>
    postJsonAs(token, `${shop.server.url}/api/admin/orders/${id}/correction`, body);
  const orderRow = async (id: number) =>
    (
      await shop.db.sql<
        {
          status: string;
          total_amount: string;
          refunded_amount: string;
          correction_due: string;
          shipping_address: string;
        }[]
      >`SELECT status, total_amount, refunded_amount, correction_due, shipping_address FROM orders WHERE id = ${id}`
    )[0]!;

  it('refunds the units taken off with their KDV through the refund path, puts them back once and mails the buyer', async () => {
    const o = await paidOrder();
    expect(await orderRow(o.id)).toMatchObject({ status: 'confirmed', total_amount: '1200.00' });
    const res = await correct(o.id, { lines: [{ orderItemId: o.relayItem, quantity: 1 }] });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: 'Sipariş düzeltildi',
      refundedAmount: '540.00',
      requestedAmount: '0.00',
      changes: ['Kaçak Akım Rölesi (40A 30mA): 2 → 1 adet (iade edildi)'],
      order: { status: 'partially_refunded', refundedAmount: '540.00' },
    });
    expect(await orderRow(o.id)).toMatchObject({ refunded_amount: '540.00', correction_due: '0.00' });
    expect(await stockOf(shop.db.sql, 'product_variants', o.variantId)).toBe(9);
    const [record] = await shop.db.sql<{ created_by: number; refunded_amount: string }[]>`
      SELECT created_by, refunded_amount FROM order_corrections WHERE order_id = ${o.id}`;
    expect(record).toEqual({ created_by: adminId, refunded_amount: '540.00' });
    const mail = (await mailsOf(shop, o.orderNumber)).find((m) => m.includes('Siparişiniz düzeltildi'));
    expect(mail).toContain('İade edilen tutar: ₺540,00');
  });

  it('prices added units and products by the shop, takes them off the shelf once and asks the buyer for the difference', async () => {
    const o = await paidOrder();
    const fuseId = await insertProduct(shop.db.sql, { name: 'Sigorta 16 A', basePrice: '50.00', stock: 5 });
    // A price from the client is no field of a correction.
    const priced = await correct(o.id, { lines: [{ productId: fuseId, quantity: 2, unitPrice: '0.01' }] });
    expect(priced.status).toBe(400);

    const res = await correct(o.id, {
      lines: [
        { orderItemId: o.plugItem, quantity: 3 },
        { productId: fuseId, quantity: 2 },
      ],
    });
    expect(res.status).toBe(200);
    // 2 more plugs at the order's 100.00 and 2 fuses at the shop's 50.00, each with 20 % KDV: 360.00.
    expect(await res.json()).toMatchObject({
      refundedAmount: '0.00',
      requestedAmount: '360.00',
      totalAmount: '1560.00',
      changes: ['Priz: 1 → 3 adet', 'Eklendi: Sigorta 16 A × 2 adet'],
      order: { status: 'confirmed', correctionDue: '360.00', totalAmount: '1560.00' },
    });
    expect(await orderRow(o.id)).toMatchObject({ total_amount: '1560.00', correction_due: '360.00' });
    expect(await stockOf(shop.db.sql, 'products', o.plugId)).toBe(17);
    expect(await stockOf(shop.db.sql, 'products', fuseId)).toBe(3);
    const [fuse] = await shop.db.sql<
      { unit_price: string; net_amount: string; vat_amount: string; taken_quantity: number }[]
    >`
      SELECT unit_price, net_amount, vat_amount, taken_quantity FROM order_items WHERE order_id = ${o.id} AND product_id = ${fuseId}`;
    expect(fuse).toEqual({ unit_price: '50.00', net_amount: '100.00', vat_amount: '20.00', taken_quantity: 2 });

    // Said again, nothing changes: no second move of stock.
    const again = await correct(o.id, { lines: [{ orderItemId: o.plugItem, quantity: 3 }] });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: 'Girilen değerler siparişte zaten böyle; değişiklik yok' });
    expect(await stockOf(shop.db.sql, 'products', o.plugId)).toBe(17);
    const mail = (await mailsOf(shop, o.orderNumber)).find((m) => m.includes('Siparişiniz düzeltildi'));
    expect(mail).toContain('Eklenen ürünler için ödenmesi gereken fark: ₺360,00');

    // The order waits for the difference before it ships; the admin records its arrival once.
    const ship = () =>
      postJsonAs(token, `${shop.server.url}/api/admin/orders/${o.id}/status`, {
        status: 'shipped',
        carrier: 'Aras Kargo',
        trackingNumber: 'ARAS360',
      });
    const early = await ship();
    expect(early.status).toBe(409);
    expect(((await early.json()) as { message: string }).message).toContain('henüz alınmadı');
    const settle = () => postJsonAs(token, `${shop.server.url}/api/admin/orders/${o.id}/correction/settled`, {});
    expect((await settle()).status).toBe(200);
    expect((await settle()).status).toBe(409);
    expect(await orderRow(o.id)).toMatchObject({ correction_due: '0.00' });
    expect((await ship()).status).toBe(200);
  });

  it('takes the stock once when the same correction is sent twice at the same moment', async () => {
    const o = await paidOrder();
    const answers = await Promise.all([
      correct(o.id, { lines: [{ orderItemId: o.plugItem, quantity: 4 }] }),
      correct(o.id, { lines: [{ orderItemId: o.plugItem, quantity: 4 }] }),
    ]);
    // The other is told the order changed meanwhile, or that there is nothing left to change.
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await stockOf(shop.db.sql, 'products', o.plugId)).toBe(16);
    expect(await orderRow(o.id)).toMatchObject({ total_amount: '1560.00', correction_due: '360.00' });
  });

  it('refuses units beyond stock in Turkish, changing nothing', async () => {
    const o = await paidOrder();
    const res = await correct(o.id, { lines: [{ orderItemId: o.relayItem, quantity: 20 }] });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: 'Kaçak Akım Rölesi: stokta yeterli ürün yok (eklenebilecek en fazla 8)',
    });
    expect(await stockOf(shop.db.sql, 'product_variants', o.variantId)).toBe(8);
    expect(await orderRow(o.id)).toMatchObject({ total_amount: '1200.00', correction_due: '0.00' });
  });

  it('refuses a shipped order', async () => {
    const o = await paidOrder();
    const shipped = await postJsonAs(token, `${shop.server.url}/api/admin/orders/${o.id}/status`, {
      status: 'shipped',
      carrier: 'Aras Kargo',
      trackingNumber: 'ARAS123',
    });
    expect(shipped.status).toBe(200);
    const res = await correct(o.id, { lines: [{ orderItemId: o.plugItem, quantity: 0 }] });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'Kargoya verilmiş bir sipariş düzeltilemez.' });
    expect(await orderRow(o.id)).toMatchObject({ status: 'shipped', refunded_amount: '0.00' });
  });

  it('records an address change in the history with who and when; a district outside the province is refused', async () => {
    const o = await paidOrder();
    const wrong = await correct(o.id, {
      address: { address: 'Bağdat Caddesi No 200 Daire 4', city: 'Ankara', district: 'Kadıköy', postalCode: '06420' },
    });
    expect(wrong.status).toBe(400);
    const res = await correct(o.id, {
      address: { address: 'Bağdat Caddesi No 200 Daire 4', city: 'İstanbul', district: 'Kadıköy', postalCode: '34710' },
    });
    expect(res.status).toBe(200);
    expect(await orderRow(o.id)).toMatchObject({
      shipping_address: 'Bağdat Caddesi No 200 Daire 4',
      total_amount: '1200.00',
    });
    const [history] = await shop.db.sql<{ note: string; changed_by: number }[]>`
      SELECT note, changed_by FROM order_status_history WHERE order_id = ${o.id} AND note LIKE 'Sipariş düzeltildi%'`;
    expect(history).toEqual({
      changed_by: adminId,
      note: 'Sipariş düzeltildi: Teslimat adresi: Kızılay Mah. Atatürk Bulvarı No: 5, Ankara, 06420 → Bağdat Caddesi No 200 Daire 4, Kadıköy, İstanbul, 34710',
    });
  });

  it('follows the invoice rules: once the e-invoice is issued nothing is added, and units taken off get a return document', async () => {
    const o = await paidOrder();
    await shop.db
      .sql`UPDATE invoices SET next_attempt_at = now() + interval '1 year' WHERE status = 'waiting' AND order_id <> ${o.id}`;
    expect(await issueDueInvoices(shop.server.ctx, createLocalProvider())).toMatchObject({ issued: 1 });
    const more = await correct(o.id, { lines: [{ orderItemId: o.plugItem, quantity: 2 }] });
    expect(more.status).toBe(409);
    expect(await more.json()).toEqual({
      message:
        'Bu siparişin e-faturası düzenlendi: ürün eklenemez, miktar artırılamaz (azaltma iade olarak yapılabilir).',
    });
    const fewer = await correct(o.id, { lines: [{ orderItemId: o.plugItem, quantity: 0 }] });
    expect(fewer.status).toBe(200);
    expect(await fewer.json()).toMatchObject({ refundedAmount: '120.00' });
    const documents = await shop.db.sql<{ type_code: string; status: string }[]>`
      SELECT type_code, status FROM invoices WHERE order_id = ${o.id} ORDER BY id`;
    expect(documents).toEqual([
      { type_code: 'SATIS', status: 'issued' },
      { type_code: 'IADE', status: 'waiting' },
    ]);
  });
});
