import type { Db } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import type { InvoiceStatus, InvoiceSummary } from '../schemas/invoice.ts';
import { kindOfProfile, type InvoiceProfile } from './invoice-model.ts';

type SaleRow = Row<'invoices', 'number' | 'uuid' | 'profile' | 'issued_at' | 'status' | 'xml' | 'provider'>;

const saleOf = async (sql: Db, orderId: number) =>
  (
    await sql<SaleRow[]>`
      SELECT number, uuid, profile, issued_at, status, xml, provider FROM invoices
      WHERE order_id = ${orderId} AND type_code = 'SATIS'`
  )[0];

const issued = (row: SaleRow | undefined): row is SaleRow & { number: string; uuid: string; xml: string } =>
  !!row && (row.status === 'issued' || row.status === 'cancelled') && !!row.number && !!row.xml;

/** The order's sales invoice once issued (null before): what the order page shows. */
export async function invoiceSummary(sql: Db, orderId: number): Promise<InvoiceSummary | null> {
  const row = await saleOf(sql, orderId);
  if (!issued(row)) return null;
  return {
    number: row.number,
    uuid: row.uuid,
    kind: kindOfProfile(row.profile as InvoiceProfile),
    issuedAt: new Date(row.issued_at!).toISOString(),
    status: row.status as InvoiceStatus,
  };
}

/** The issued sales invoice's XML and whether it is a test document, or null. */
export async function issuedInvoiceFile(
  sql: Db,
  orderId: number,
): Promise<{ number: string; xml: string; test: boolean; status: InvoiceStatus } | null> {
  const row = await saleOf(sql, orderId);
  if (!issued(row)) return null;
  return { number: row.number, xml: row.xml, test: row.provider === 'local', status: row.status as InvoiceStatus };
}
