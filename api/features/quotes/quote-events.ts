import type { Db, NoRows } from '#db/connection.ts';
import type { QuoteEventKind } from './schemas.ts';

/** One step of a quote's life, with who did it (the customer or an admin) and, by default, now. */
export async function recordQuoteEvent(
  db: Db,
  quoteId: number,
  kind: QuoteEventKind,
  userId: number | null,
  note = '',
): Promise<void> {
  await db<NoRows>`INSERT INTO quote_events (quote_id, kind, user_id, note) VALUES (${quoteId}, ${kind}, ${userId}, ${note})`;
  await db<NoRows>`UPDATE quotes SET updated_at = now() WHERE id = ${quoteId}`;
}
