import type { Db } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import type { InvoiceStatus, InvoiceSummary } from './schemas.ts';
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

/**
 * The order behind a download link: its number and either the sales invoice's ETTN, or a viewer
 * who owns the order (the signed-in customer, the browser session that placed it). Null otherwise.
 */
export async function orderIdForInvoiceLink(
  sql: Db,
  orderNumber: string,
  ettn: string,
  viewer: { userId: number | null; sessionId: string | null },
): Promise<number | undefined> {
  const [row] = await sql<{ id: number }[]>`
    SELECT o.id FROM orders o
    LEFT JOIN invoices i ON i.order_id = o.id AND i.type_code = 'SATIS'
    WHERE o.order_number = ${orderNumber}
      AND (i.uuid::text = ${ettn.toLowerCase()} OR o.user_id = ${viewer.userId} OR o.session_id = ${viewer.sessionId})`;
  return row?.id;
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
