import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, runsOn } from '../../helpers/databases.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';
import { adminAndCustomerTokens, bearer } from '../../helpers/admin-session.ts';
import { insertDayOrder, type DayOrder } from '../../helpers/day-orders.ts';
import { pdfPages, pdfText } from '../../helpers/pdf-text.ts';
import { MNG_TEST_ACCOUNT, mngSettingsFor, startMngKargoDouble } from '../../helpers/mng-kargo-double.ts';
import type { Database } from '#db/connection.ts';

// 'Kargo etiketi oluştur' against a local double of MNG Kargo's API (decision 0402): the shipment,
// its label, the carrier's refusals and a lost answer that must not give two parcels.

const backends = runsOn('pglite');

// Short enough for the lost answer's wait, long enough for the double's ordinary answers on a
// machine busy with other test files.
const CARRIER_TIMEOUT_MS = 2000;
const MNG_ENV = { ...mngSettingsFor(MNG_TEST_ACCOUNT), CARRIER_TIMEOUT_MS: String(CARRIER_TIMEOUT_MS) };

describe.each(backends)('carrier shipments through MNG Kargo (%s)', (backend) => {
  let db: Database;
  let server: TestServer;
  let token: string;
  let double: Awaited<ReturnType<typeof startMngKargoDouble>>;
  let productId: number;
  let serial = 0;

  const call = (at: TestServer, method: string, path: string) =>
    fetch(at.url + path, { method, headers: { ...bearer(token), 'content-type': 'application/json' } });
  const ship = (id: number, at = server) => call(at, 'POST', `/api/admin/orders/${id}/shipment`);
  async function order(extra: Partial<DayOrder> = {}) {
    const made = await insertDayOrder(db.sql, {
      number: `KRG${String(++serial).padStart(9, '0')}`,
      status: 'confirmed',
      createdAt: new Date().toISOString(),
      paidAt: new Date().toISOString(),
      lines: [{ productId, name: 'Sıva Altı Buat', quantity: 2, unitPrice: '120.00' }],
      ...extra,
    });
    return made.id;
  }
  const state = async (id: number) =>
    (
      await db.sql<{ status: string; tracking_number: string | null; carrier: string | null }[]>`
        SELECT status, tracking_number, carrier FROM orders WHERE id = ${id}`
    )[0]!;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    double = await startMngKargoDouble(MNG_TEST_ACCOUNT);
    server = await startTestServer(db, { ...MNG_ENV, MNG_BASE_URL: double.url });
    token = (await adminAndCustomerTokens(db.sql)).admin;
    // 2.5 kg and 30×20×10 cm (2 desi) a unit: two of them weigh in at 5 desi.
    const [p] = await db.sql<{ id: number }[]>`
      INSERT INTO products (name, slug, base_price, sku, weight_kg, width_cm, length_cm, height_cm)
      VALUES ('Sıva Altı Buat', 'buat', 120, 'BUAT-1', 2.5, 30, 20, 10) RETURNING id`;
    productId = p!.id;
  });
  afterAll(async () => {
    await server?.close();
    await double?.close();
    await db?.close();
  });

  it('opens the shipment, ships the order with its tracking number, and a second click gets the same one', async () => {
    const id = await order();
    const res = await ship(id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { carrier: string; trackingNumber: string; labelUrl: string; message: string };
    expect(body).toMatchObject({ carrier: 'MNG Kargo', labelUrl: `/api/admin/orders/${id}/shipment/label.pdf` });
    expect(body.trackingNumber).toMatch(/^\d{11,12}$/);
    expect(await state(id)).toEqual({ status: 'shipped', tracking_number: body.trackingNumber, carrier: 'MNG Kargo' });
    const [history] = await db.sql<{ note: string }[]>`
      SELECT note FROM order_status_history WHERE order_id = ${id} AND to_status = 'shipped'`;
    expect(history!.note).toBe(`MNG Kargo – takip no: ${body.trackingNumber} · Kargo etiketi oluşturuldu`);
    // What MNG was sent: codes for Ankara / Yenimahalle, a ten-digit mobile, 5 desi.
    const sent = double.orders.get(`KRG${String(serial).padStart(9, '0')}`)!.body as {
      recipient: Record<string, unknown>;
      orderPieceList: Record<string, unknown>[];
    };
    expect(sent.recipient).toMatchObject({ cityCode: 6, districtCode: 1781, mobilePhoneNumber: '5321234567' });
    expect(sent.orderPieceList[0]).toMatchObject({ desi: 5, kg: 5 });

    const again = await ship(id);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      trackingNumber: body.trackingNumber,
      message: expect.stringContaining('zaten var'),
    });
    expect(double.shipments().filter((s) => s.shipmentId === body.trackingNumber)).toHaveLength(1);

    const state2 = await (await call(server, 'GET', `/api/admin/orders/${id}/shipment`)).json();
    expect(state2).toMatchObject({ carrier: 'MNG Kargo', shipment: { trackingNumber: body.trackingNumber } });
  });

  it('prints the label: the barcode of the parcel, receiver, sender and desi, read back from the PDF', async () => {
    const id = await order({ name: 'Zeynep Işıkçı' });
    const { trackingNumber } = (await (await ship(id)).json()) as { trackingNumber: string };
    const res = await call(server, 'GET', `/api/admin/orders/${id}/shipment/label.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain('Kargo Etiketi');
    expect(text).toContain('MNG Kargo');
    expect(text).toContain(trackingNumber);
    expect(text).toContain(`C${trackingNumber}`); // the piece barcode's text under its bars
    expect(text).toContain('Zeynep Işıkçı');
    expect(text).toContain('Yenimahalle / Ankara');
    expect(text).toContain('Gönderici');
    expect(text).toMatch(/Desi:\s*5,00/);
    // MNG's own label for a thermal printer, as MNG gave it.
    const zpl = await call(server, 'GET', `/api/admin/orders/${id}/shipment/label.zpl`);
    expect(zpl.status).toBe(200);
    expect(await zpl.text()).toBe(`^XA^FO50,50^BCN,100,Y,N,N^FDC${trackingNumber}^FS^XZ`);
    // The bulk bar's labels: one PDF, a page per parcel, in the order asked.
    const other = await order({ name: 'Can Öztürk' });
    await ship(other);
    const both = await fetch(`${server.url}/api/admin/orders/shipment-labels.pdf`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [other, id] }),
    });
    expect(both.status).toBe(200);
    const pages = await pdfPages(new Uint8Array(await both.arrayBuffer()));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Can Öztürk');
    expect(pages[1]).toContain('Zeynep Işıkçı');
    // An order without a shipment has no label.
    const none = await call(server, 'GET', `/api/admin/orders/${await order()}/shipment/label.pdf`);
    expect(none.status).toBe(404);
  });

  it('names the address MNG refused, in Turkish, and leaves the order as it was', async () => {
    const unknownDistrict = await order();
    await db.sql`UPDATE orders SET shipping_district = 'Kızılay' WHERE id = ${unknownDistrict}`;
    const res = await ship(unknownDistrict);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: 'MNG Kargo Ankara ilinde bu ilçeyi tanımıyor: Kızılay' });

    const shortAddress = await order();
    await db.sql`UPDATE orders SET shipping_address = 'No 5' WHERE id = ${shortAddress}`;
    const refused = await ship(shortAddress);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      message: 'MNG Kargo gönderiyi kabul etmedi: ALICI ADRESİ EN AZ 10 KARAKTER OLMALIDIR',
    });
    expect((await state(shortAddress)).status).toBe('confirmed');
    // Corrected through 'Siparişi düzelt', the same order ships.
    const corrected = await fetch(`${server.url}/api/admin/orders/${shortAddress}/correction`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({
        address: {
          address: 'Atatürk Bulvarı No 5 Daire 3',
          city: 'Ankara',
          district: 'Yenimahalle',
          postalCode: '06378',
        },
      }),
    });
    expect(corrected.status).toBe(200);
    expect((await ship(shortAddress)).status).toBe(200);
    const sent = [...double.orders.values()].at(-1)!.body as { recipient: { address: string } };
    expect(sent.recipient.address).toBe('Atatürk Bulvarı No 5 Daire 3');
  });

  it('says when MNG refuses the account, with a 502 and nothing changed', async () => {
    const wrong = await startTestServer(db, { ...MNG_ENV, MNG_BASE_URL: double.url, MNG_PASSWORD: 'eski-parola' });
    try {
      const id = await order();
      const res = await ship(id, wrong);
      expect(res.status).toBe(502);
      expect(((await res.json()) as { message: string }).message).toContain(
        'MNG Kargo müşteri numarasını ya da şifresini kabul etmedi: Müşteri numarası veya şifre hatalı',
      );
      expect(await state(id)).toMatchObject({ status: 'confirmed', tracking_number: null });
    } finally {
      await wrong.close();
    }
  });

  it('after a lost answer the order stays unshipped, and the retry gets the one shipment MNG opened', async () => {
    const id = await order();
    double.holdNextBarcode(CARRIER_TIMEOUT_MS + 1000); // answered only after the shop gave up
    const lost = await ship(id);
    expect(lost.status).toBe(502);
    expect(((await lost.json()) as { message: string }).message).toContain('MNG Kargo zamanında yanıt vermedi');
    expect(await state(id)).toMatchObject({ status: 'confirmed', tracking_number: null });
    const reference = `KRG${String(serial).padStart(9, '0')}`;
    expect(double.orders.get(reference)!.shipmentId).not.toBeNull();

    const retry = await ship(id);
    expect(retry.status).toBe(200);
    const { trackingNumber } = (await retry.json()) as { trackingNumber: string };
    expect(trackingNumber).toBe(double.orders.get(reference)!.shipmentId);
    expect(double.shipments().filter((s) => s.referenceId === reference)).toHaveLength(1);
    expect(await state(id)).toMatchObject({ status: 'shipped', tracking_number: trackingNumber });
  });

  it('refuses a pickup order, an unpaid one, and any order when no carrier is configured (manual entry stays)', async () => {
    const pickup = await order({ delivery: 'pickup' });
    expect((await ship(pickup)).status).toBe(409);
    const unpaid = await order({ status: 'awaiting_payment', paidAt: null, paymentMethod: 'bank_transfer' });
    const res = await ship(unpaid);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: 'Sipariş "Ödeme Bekleniyor" durumundan "Kargoya Verildi" durumuna geçirilemez',
    });

    const manual = await startTestServer(db);
    try {
      expect(await (await call(manual, 'GET', '/api/admin/carrier')).json()).toEqual({
        carrier: null,
        message: 'Kargo firması bağlı değil: takip numarası elle girilir.',
      });
      const none = await ship(await order(), manual);
      expect(none.status).toBe(409);
      expect(((await none.json()) as { message: string }).message).toContain('takip numarasını');
    } finally {
      await manual.close();
    }
  });
});
