import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { createTestDatabase, runsOn } from '../../helpers/databases.ts';
import { startTestServer, type TestServer } from '../../helpers/test-server.ts';
import { adminAndCustomerTokens, bearer } from '../../helpers/admin-session.ts';
import type { Database, Sql } from '#db/connection.ts';

const backends = runsOn('pglite');

/** A paid order with a 20 % line and a 10 % line, paid at the given moment. */
async function paidOrder(sql: Sql, number: string, paidAt: string, invoice: Record<string, string | null>) {
  const [order] = await sql`
    INSERT INTO orders (order_number, status, subtotal, vat_rate, tax_amount, total_amount, customer_name, customer_email, customer_phone,
      billing_address, billing_city, billing_postal_code, shipping_address, shipping_city, shipping_postal_code, contract_consent,
      payment_reference, paid_at, invoice_type, identity_number, company_name, tax_number, tax_office)
    VALUES (${number}, 'confirmed', 159.97, 20, 26.00, 185.97, 'Ayşe Yılmaz', 'ayse@example.com', '05321234567',
      'İvedik OSB 1468. Cadde No 27', 'Ankara', '06378', 'İvedik OSB 1468. Cadde No 27', 'Ankara', '06378', true,
      ${`PAY-${number}`}, ${paidAt}, ${invoice.invoice_type!}, ${invoice.identity_number ?? null}, ${invoice.company_name ?? null},
      ${invoice.tax_number ?? null}, ${invoice.tax_office ?? null})
    RETURNING id`;
  await sql`INSERT INTO order_items (order_id, product_name, unit_price, quantity, total_price, vat_rate, net_amount, vat_amount)
    VALUES (${order!.id}, 'Kablo', 33.33, 3, 99.99, 20, 99.99, 20.00), (${order!.id}, 'Kitap', 19.99, 3, 59.97, 10, 59.97, 6.00)`;
  return order!.id as number;
}

const INVOICE_UUID = '2f1d7a0e-5b8c-4c36-9d5e-0c7b6a1f3e21';

/** The first order's status, invoice type and identity, as both files show them. */
const FIRST_ORDER_TEXTS = [
  'Onaylandı',
  'Kurumsal',
  'Yılmaz Elektrik; Ltd. Şti. (Ayşe Yılmaz)',
  '',
  '9029589240',
  'Ostim',
  'Ankara',
];

/** A corporate buyer whose typed title and tax office would run as formulas in Excel. */
const FORMULA_LOOKING = {
  invoice_type: 'corporate',
  company_name: '=HYPERLINK("http://kotu.example";"Fatura")',
  tax_office: '@SUM(1+1)',
};

describe.each(backends)("the accountant's CSV and Excel export (%s)", (backend) => {
  let db: Database;
  let server: TestServer;
  let tokens: { admin: string; customer: string };
  const download = (query: string, token = tokens.admin, path = '/api/admin/orders-export') =>
    fetch(`${server.url}${path}${query}`, { headers: bearer(token) });
  const workbookOf = async (res: Response) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    return workbook.getWorksheet('Siparişler')!;
  };

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    server = await startTestServer(db);
    tokens = await adminAndCustomerTokens(db.sql);
    // 2026-03-01 00:30 in Istanbul is 2026-02-28 21:30 UTC: it belongs to 1 March.
    const first = await paidOrder(db.sql, 'EXPORTAAAAAA', '2026-02-28T21:30:00Z', {
      invoice_type: 'corporate',
      company_name: 'Yılmaz Elektrik; Ltd. Şti.',
      tax_number: '9029589240',
      tax_office: 'Ostim',
    });
    // Its e-Arşiv invoice: the export carries the number and the ETTN.
    await db.sql`INSERT INTO invoices (order_id, status, profile, number, uuid, issued_at, xml)
      VALUES (${first}, 'issued', 'EARSIVFATURA', 'ARS2026000000007', ${INVOICE_UUID}, '2026-03-01T08:00:00Z', '<Invoice/>')`;
    const refunded = await paidOrder(db.sql, 'EXPORTBBBBBB', '2026-03-02T09:00:00Z', {
      invoice_type: 'individual',
      identity_number: '10000000146',
    });
    // Two refunds the provider paid back, one still at the provider (no reference): 60.50 counts.
    await db.sql`INSERT INTO order_refunds (order_id, kind, amount, provider_reference)
      VALUES (${refunded}, 'refund', 50.00, 'R1'), (${refunded}, 'refund', 10.50, 'R2'), (${refunded}, 'refund', 5.00, NULL)`;
    await paidOrder(db.sql, 'EXPORTCCCCCC', '2026-02-28T20:59:00Z', { invoice_type: 'individual' });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('downloads the paid orders of the days as UTF-8 CSV with a BOM and ";", one row per order', async () => {
    const res = await download('?from=2026-03-01&to=2026-03-02');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="siparisler-2026-03-01-2026-03-02.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: string[][] = parse(new TextDecoder().decode(bytes.slice(3)), { delimiter: ';' });
    // The order and the buyer, net and KDV per rate (highest first), then the amounts and references.
    expect(rows[0]).toEqual([
      ...['Sipariş No', 'Ödeme Tarihi', 'Durum', 'Fatura Tipi', 'Ad Soyad / Unvan'],
      ...['T.C. Kimlik No', 'Vergi No', 'Vergi Dairesi', 'Fatura İli'],
      ...['Matrah %20', 'KDV %20', 'Matrah %10', 'KDV %10', 'Matrah %1', 'KDV %1', 'Matrah %0', 'KDV %0'],
      ...['İndirim Toplamı', 'Toplam', 'İade Edilen', 'Ödeme No', 'Fatura No', 'ETTN'],
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['EXPORTAAAAAA', 'EXPORTBBBBBB']);
    expect(rows[1]).toEqual([
      'EXPORTAAAAAA',
      '01.03.2026 00:30',
      ...FIRST_ORDER_TEXTS,
      '99,99',
      '20,00',
      '59,97',
      '6,00',
      '0,00',
      '0,00',
      '0,00',
      '0,00',
      '0,00',
      '185,97',
      '0,00',
      'PAY-EXPORTAAAAAA',
      'ARS2026000000007',
      INVOICE_UUID,
    ]);
    expect(rows[2]!.slice(3, 7)).toEqual(['Bireysel', 'Ayşe Yılmaz', '10000000146', '']);
    expect(rows[2]!.slice(-5)).toEqual(['185,97', '60,50', 'PAY-EXPORTBBBBBB', '', '']);
  });

  it.each(['', '?from=2026-03-02&to=2026-03-01', '?from=2026-3-1&to=2026-03-02', '?from=2025-01-01&to=2026-03-02'])(
    'refuses the range %s with a Turkish message',
    async (query) => {
      const res = await download(query);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/^Geçerli bir tarih aralığı seçiniz/);
    },
  );

  it("keeps what the buyer typed from running as a formula in the accountant's Excel", async () => {
    await paidOrder(db.sql, 'EXPORTDDDDDD', '2026-03-05T09:00:00Z', { ...FORMULA_LOOKING, tax_number: '9029589240' });
    const res = await download('?from=2026-03-05&to=2026-03-05');
    const rows: string[][] = parse((await res.text()).replace(/^\uFEFF/, ''), { delimiter: ';' });
    expect(rows[1]!.slice(4, 8)).toEqual([
      '\'=HYPERLINK("http://kotu.example";"Fatura") (Ayşe Yılmaz)',
      '',
      '9029589240',
      "'@SUM(1+1)",
    ]);
  });

  it('is for admins only', async () => {
    expect((await download('?from=2026-03-01&to=2026-03-02', tokens.customer)).status).toBe(403);
    const xlsx = await download('?from=2026-03-01&to=2026-03-02', tokens.customer, '/api/admin/orders-export.xlsx');
    expect(xlsx.status).toBe(403);
  });

  it('downloads the same rows as an Excel workbook: identities as text, amounts as numbers, the time as a date', async () => {
    const res = await download('?from=2026-03-01&to=2026-03-02', tokens.admin, '/api/admin/orders-export.xlsx');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="siparisler-2026-03-01-2026-03-02.xlsx"');
    const sheet = await workbookOf(res);
    const csv = await download('?from=2026-03-01&to=2026-03-02');
    const csvRows: string[][] = parse((await csv.text()).replace(/^\uFEFF/, ''), { delimiter: ';' });
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(csvRows[0]);
    expect(sheet.rowCount).toBe(3);
    const first = (sheet.getRow(2).values as unknown[]).slice(1);
    // Excel has no time zones: the cell shows the clock in Turkey, 00:30 on 1 March.
    expect(first.slice(0, 9)).toEqual(['EXPORTAAAAAA', new Date(Date.UTC(2026, 2, 1, 0, 30)), ...FIRST_ORDER_TEXTS]);
    expect(first.slice(9)).toEqual([
      99.99,
      20,
      59.97,
      6,
      0,
      0,
      0,
      0,
      0,
      185.97,
      0,
      'PAY-EXPORTAAAAAA',
      'ARS2026000000007',
      INVOICE_UUID,
    ]);
    expect(sheet.getCell('J2').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('B2').numFmt).toBe('dd.mm.yyyy hh:mm');
    const third = (sheet.getRow(3).values as unknown[]).slice(1);
    expect(third.slice(18, 23)).toEqual([185.97, 60.5, 'PAY-EXPORTBBBBBB', '', '']);
  });

  it("keeps a VKN's leading zero and never makes a formula of what the buyer typed, in the workbook", async () => {
    await paidOrder(db.sql, 'EXPORTEEEEEE', '2026-03-07T09:00:00Z', { ...FORMULA_LOOKING, tax_number: '0029589240' });
    const sheet = await workbookOf(
      await download('?from=2026-03-07&to=2026-03-07', tokens.admin, '/api/admin/orders-export.xlsx'),
    );
    for (const address of ['E2', 'G2', 'H2']) expect(sheet.getCell(address).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('G2').value).toBe('0029589240');
    expect(sheet.getCell('G2').numFmt).toBe('@');
    expect(sheet.getCell('E2').value).toBe('=HYPERLINK("http://kotu.example";"Fatura") (Ayşe Yılmaz)');
    expect(sheet.getCell('H2').value).toBe('@SUM(1+1)');
  });

  it('refuses a bad range for the workbook with the same Turkish message', async () => {
    const res = await download('?from=2026-03-02&to=2026-03-01', tokens.admin, '/api/admin/orders-export.xlsx');
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/^Geçerli bir tarih aralığı seçiniz/);
  });
});
