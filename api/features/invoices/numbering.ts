import { randomUUID } from 'node:crypto';
import type { Tx } from '#db/connection.ts';

// Invoice numbers as VUK and GİB want them: a 3-character series, the year, a 9-digit sequence
// (ABC2026000000001), without gaps per series and year. The counter row is locked by the UPDATE in
// the transaction that writes the number on the invoice, so two instances queue on it and a
// rolled-back transaction gives its sequence back.

export const SERIES_PATTERN = /^[A-Z0-9]{3}$/;

export const invoiceNumber = (series: string, year: number, sequence: number) =>
  `${series}${year}${String(sequence).padStart(9, '0')}`;

/** The Turkish calendar year of a moment (an invoice dated 1 January 00:30 in Ankara is next year's). */
export const turkishYear = (at: Date) =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Istanbul', year: 'numeric' }).format(at));

/** The next number of the series in `at`'s year; call inside the transaction that stores it. */
export async function nextInvoiceNumber(tx: Tx, series: string, at: Date): Promise<string> {
  if (!SERIES_PATTERN.test(series)) throw new RangeError(`Not an invoice series: ${series}`);
  const year = turkishYear(at);
  const [row] = await tx<{ last_sequence: string }[]>`
    INSERT INTO invoice_counters (series, year, last_sequence) VALUES (${series}, ${year}, 1)
    ON CONFLICT (series, year) DO UPDATE SET last_sequence = invoice_counters.last_sequence + 1
    RETURNING last_sequence`;
  return invoiceNumber(series, year, Number(row!.last_sequence));
}

/** Number and ETTN on a waiting invoice that has none yet; the existing pair when it has one (a retry). */
export async function numberInvoice(
  tx: Tx,
  invoiceId: number,
  series: string,
  at: Date,
): Promise<{ number: string; uuid: string }> {
  const [row] = await tx<{ number: string | null; uuid: string | null }[]>`
    SELECT number, uuid FROM invoices WHERE id = ${invoiceId} FOR UPDATE`;
  if (!row) throw new Error(`No invoice ${invoiceId}`);
  if (row.number && row.uuid) return { number: row.number, uuid: row.uuid };
  const number = await nextInvoiceNumber(tx, series, at);
  const uuid = randomUUID();
  await tx`UPDATE invoices SET number = ${number}, uuid = ${uuid}, updated_at = now() WHERE id = ${invoiceId}`;
  return { number, uuid };
}
