import { stringify } from 'csv-stringify/sync';
import type { Sql } from '#db/connection.ts';
import { toKurus } from '../../shared/money.ts';
import { INVOICE_TYPE_LABELS, type InvoiceType } from '../../schemas/checkout.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../schemas/order.ts';
import { VAT_RATES } from '../../shared/vat.ts';
import type { ExportRange } from '../../schemas/accounting-export.ts';
import { inertText } from '../spreadsheet-text.ts';
import { formatNumericDateTime } from '../../shared/date-format.ts';

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
  /** The bank-transfer discount, already out of the net amounts. */
  discount_amount: string;
  /** Completed refunds and cancels (a refund still at the provider has no reference yet). */
  refunded: string;
  payment_reference: string | null;
  /** The sales invoice once issued (or cancelled). */
  invoice_number: string | null;
  invoice_uuid: string | null;
  /** rate → [net, vat] as numeric strings */
  by_rate: Record<string, [string, string]>;
}

const RATES = [...VAT_RATES].sort((a, b) => b - a);
export const ACCOUNTING_HEADER = [
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
  // Every discount of the order (codes, cart rules, the transfer discount; decision 0325).
  'İndirim Toplamı',
  'Toplam',
  'İade Edilen',
  'Ödeme No',
  'Fatura No',
  'ETTN',
];

/** One paid order as the accountant books it; amounts in kuruş, net and KDV in the header's rate order. */
export interface AccountingRecord {
  orderNumber: string;
  paidAt: Date;
  status: string;
  invoiceType: string;
  name: string;
  identityNumber: string;
  taxNumber: string;
  taxOffice: string;
  city: string;
  byRate: [netKurus: number, vatKurus: number][];
  /** All the order's discounts; the net amounts per rate are already net of them. */
  discountKurus: number;
  totalKurus: number;
  refundedKurus: number;
  paymentReference: string;
  invoiceNumber: string;
  invoiceUuid: string;
}

/** 123450 kuruş → '1234,50': Turkish Excel reads a comma as the decimal separator. */
const amount = (kurus: number) => `${Math.trunc(kurus / 100)},${String(kurus % 100).padStart(2, '0')}`;

/**
 * Paid orders whose payment fell on the given days (Turkey's time), one record each: invoice
 * identity, net and KDV per rate, total, what was refunded and the provider's payment id.
 */
export async function accountingRecords(sql: Sql, range: ExportRange): Promise<AccountingRecord[]> {
  const rows = await sql<ExportRow[]>`
    SELECT o.order_number, o.paid_at, o.status, o.invoice_type, o.customer_name, o.company_name, o.identity_number,
      o.tax_number, o.tax_office, o.billing_city, o.total_amount::text, o.discount_amount::text, o.payment_reference,
      (SELECT coalesce(sum(amount), 0)::text FROM order_refunds WHERE order_id = o.id AND provider_reference IS NOT NULL) AS refunded,
      (SELECT json_object_agg(r.rate, json_build_array(r.net, r.vat)) FROM (
         SELECT round(vat_rate)::int AS rate, sum(net_amount)::text AS net, sum(vat_amount)::text AS vat
         FROM order_items WHERE order_id = o.id GROUP BY round(vat_rate)) r) AS by_rate,
      inv.number AS invoice_number, inv.uuid::text AS invoice_uuid
    FROM orders o
    LEFT JOIN invoices inv ON inv.order_id = o.id AND inv.type_code = 'SATIS' AND inv.status IN ('issued', 'cancelled')
    WHERE o.paid_at >= (${range.from}::date)::timestamp AT TIME ZONE 'Europe/Istanbul'
      AND o.paid_at < (${range.to}::date + 1)::timestamp AT TIME ZONE 'Europe/Istanbul'
    ORDER BY o.paid_at, o.id`;
  return rows.map((o) => {
    const byRate = typeof o.by_rate === 'string' ? (JSON.parse(o.by_rate) as ExportRow['by_rate']) : (o.by_rate ?? {});
    return {
      orderNumber: o.order_number,
      paidAt: new Date(o.paid_at),
      status: ORDER_STATUS_LABELS[o.status],
      invoiceType: INVOICE_TYPE_LABELS[o.invoice_type],
      name: o.company_name ? `${o.company_name} (${o.customer_name})` : o.customer_name,
      identityNumber: o.identity_number ?? '',
      taxNumber: o.tax_number ?? '',
      taxOffice: o.tax_office ?? '',
      city: o.billing_city,
      byRate: RATES.map((r): [number, number] => (byRate[r] ? [toKurus(byRate[r][0]), toKurus(byRate[r][1])] : [0, 0])),
      discountKurus: toKurus(o.discount_amount),
      totalKurus: toKurus(o.total_amount),
      refundedKurus: toKurus(o.refunded),
      paymentReference: o.payment_reference ?? '',
      invoiceNumber: o.invoice_number ?? '',
      invoiceUuid: o.invoice_uuid ?? '',
    };
  });
}

/** The records as CSV: UTF-8 with a BOM and ';' between fields, so Turkish Excel opens it as it is. */
export function accountingCsv(records: AccountingRecord[]): string {
  const rows = records.map((o) => [
    o.orderNumber,
    formatNumericDateTime(o.paidAt),
    o.status,
    o.invoiceType,
    inertText(o.name),
    o.identityNumber,
    o.taxNumber,
    inertText(o.taxOffice),
    inertText(o.city),
    ...o.byRate.flatMap(([net, vat]) => [amount(net), amount(vat)]),
    amount(o.discountKurus),
    amount(o.totalKurus),
    amount(o.refundedKurus),
    o.paymentReference,
    o.invoiceNumber,
    o.invoiceUuid,
  ]);
  return stringify([ACCOUNTING_HEADER, ...rows], { delimiter: ';', bom: true, record_delimiter: 'windows' });
}
