import { stringify } from 'csv-stringify/sync';
import type { Sql } from '#db/connection.ts';
import { toKurus } from '../../schemas/money.ts';
import { INVOICE_TYPE_LABELS, type InvoiceType } from '../../schemas/checkout.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../schemas/order.ts';
import { VAT_RATES } from '../../schemas/vat.ts';
import type { ExportRange } from '../../schemas/accounting-export.ts';

interface ExportRow {
  order_number: string;
  paid_at: Date;
  status: OrderStatus;
  invoice_type: InvoiceType;
  customer_name: string;
  company_name: string | null;
  identity_number: string | null;
  tax_number: string | null;
  tax_office: string | null;
  billing_city: string;
  total_amount: string;
  /** Completed refunds and cancels (a refund still at the provider has no reference yet). */
  refunded: string;
  payment_reference: string | null;
  /** rate → [net, vat] as numeric strings */
  by_rate: Record<string, [string, string]>;
}

const RATES = [...VAT_RATES].sort((a, b) => b - a);
const HEADER = [
  'Sipariş No',
  'Ödeme Tarihi',
  'Durum',
  'Fatura Tipi',
  'Ad Soyad / Unvan',
  'T.C. Kimlik No',
  'Vergi No',
  'Vergi Dairesi',
  'Fatura İli',
  ...RATES.flatMap((r) => [`Matrah %${r}`, `KDV %${r}`]),
  'Toplam',
  'İade Edilen',
  'Ödeme No',
];

/** 1234.5 kuruş-exact → '1234,50': Turkish Excel reads a comma as the decimal separator. */
const amount = (value: string) => {
  const kurus = toKurus(value);
  return `${Math.trunc(kurus / 100)},${String(kurus % 100).padStart(2, '0')}`;
};
const dateTime = (d: Date) =>
  d.toLocaleString('tr-TR', {
    timeZone: 'Europe/Istanbul',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * Text the buyer typed, made inert: Excel runs a cell starting with '=', '+', '-' or '@' as a
 * formula (a name like '=HYPERLINK(…)' would act in the accountant's Excel), so such a cell gets
 * a leading apostrophe and shows as the text it is.
 */
const typed = (value: string | null) => {
  const text = value ?? '';
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};

/**
 * Paid orders whose payment fell on the given days (Turkey's time), one row each: invoice
 * identity, net and KDV per rate, total, what was refunded and the provider's payment id. UTF-8 with a BOM
 * and ';' between fields, so Turkish Excel opens it as it is.
 */
export async function accountingCsv(sql: Sql, range: ExportRange): Promise<string> {
  const rows = await sql<ExportRow[]>`
    SELECT o.order_number, o.paid_at, o.status, o.invoice_type, o.customer_name, o.company_name, o.identity_number,
      o.tax_number, o.tax_office, o.billing_city, o.total_amount::text, o.payment_reference,
      (SELECT coalesce(sum(amount), 0)::text FROM order_refunds WHERE order_id = o.id AND provider_reference IS NOT NULL) AS refunded,
      (SELECT json_object_agg(r.rate, json_build_array(r.net, r.vat)) FROM (
         SELECT round(vat_rate)::int AS rate, sum(net_amount)::text AS net, sum(vat_amount)::text AS vat
         FROM order_items WHERE order_id = o.id GROUP BY round(vat_rate)) r) AS by_rate
    FROM orders o
    WHERE o.paid_at >= (${range.from}::date)::timestamp AT TIME ZONE 'Europe/Istanbul'
      AND o.paid_at < (${range.to}::date + 1)::timestamp AT TIME ZONE 'Europe/Istanbul'
    ORDER BY o.paid_at, o.id`;
  const records = rows.map((o) => {
    const byRate = typeof o.by_rate === 'string' ? (JSON.parse(o.by_rate) as ExportRow['by_rate']) : (o.by_rate ?? {});
    return [
      o.order_number,
      dateTime(new Date(o.paid_at)),
      ORDER_STATUS_LABELS[o.status],
      INVOICE_TYPE_LABELS[o.invoice_type],
      typed(o.company_name ? `${o.company_name} (${o.customer_name})` : o.customer_name),
      o.identity_number ?? '',
      o.tax_number ?? '',
      typed(o.tax_office),
      typed(o.billing_city),
      ...RATES.flatMap((r) => (byRate[r] ? [amount(byRate[r][0]), amount(byRate[r][1])] : ['0,00', '0,00'])),
      amount(o.total_amount),
      amount(o.refunded),
      o.payment_reference ?? '',
    ];
  });
  return stringify([HEADER, ...records], { delimiter: ';', bom: true, record_delimiter: 'windows' });
}
