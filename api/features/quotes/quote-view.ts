import type { Db } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { fromKurus } from '../../shared/money.ts';
import { priceWithVat } from '../../shared/product-offer.ts';
import { breakdownAsStrings, lineAmounts, sumByRate } from '../../shared/vat.ts';
import {
  QUOTE_EVENT_LABELS,
  QUOTE_STATUS_LABELS,
  quoteNumber,
  quoteValidityEnd,
  type QuoteEventKind,
  type QuoteLineView,
  type QuoteStatus,
  type QuoteSummary,
  type QuoteView,
} from './schemas.ts';

// How a quote reads, for its owner and for the admin: the same numbers, lines and totals (the
// PDF prints this view too). Each line's KDV is computed on its net and summed per rate, as an
// order's; shipping is the checkout's and not part of a quote.

export type QuoteRow = Row<'quotes', 'id' | 'user_id' | 'note' | 'created_at'> & {
  status: 'requested' | 'sent' | 'accepted' | 'declined' | 'ordered';
  valid_until: string | null;
  customer_name: string;
  customer_email: string;
  order_number: string | null;
};

export type QuoteLineRow = Row<
  'quote_lines',
  'id' | 'product_id' | 'variant_id' | 'product_name' | 'variant_name' | 'unit' | 'vat_rate' | 'unit_price' | 'quantity'
>;

/** A sent or accepted quote whose last valid day has passed reads as expired. */
export function shownStatus(status: QuoteRow['status'], validUntil: string | null, now = new Date()): QuoteStatus {
  if ((status === 'sent' || status === 'accepted') && validUntil && quoteValidityEnd(validUntil) <= now)
    return 'expired';
  return status;
}

const quoteColumns = (db: Db) => db`
  q.id, q.user_id, q.status, q.note, q.valid_until::text AS valid_until, q.created_at,
  u.full_name AS customer_name, u.email AS customer_email,
  (SELECT o.order_number FROM orders o WHERE o.id = q.order_id) AS order_number`;

/** The quote with its customer; null when it does not exist or (with `userId`) is another's. */
export async function quoteRow(db: Db, quoteId: number, userId: number | null, lock = false): Promise<QuoteRow | null> {
  const [row] = await db<QuoteRow[]>`
    SELECT ${quoteColumns(db)} FROM quotes q JOIN users u ON u.id = q.user_id
    WHERE q.id = ${quoteId} ${userId === null ? db`` : db`AND q.user_id = ${userId}`}
    ${lock ? db`FOR UPDATE OF q` : db``}`;
  return row ?? null;
}

export const quoteLines = (db: Db, quoteId: number) => db<QuoteLineRow[]>`
  SELECT id, product_id, variant_id, product_name, variant_name, unit, vat_rate, unit_price, quantity
  FROM quote_lines WHERE quote_id = ${quoteId} ORDER BY position, id`;

function priced(lines: QuoteLineRow[]) {
  const amounts = lines.map((l) => ({
    ...lineAmounts({ price: l.unit_price, quantity: l.quantity, vatRate: l.vat_rate }),
    vatRate: l.vat_rate,
  }));
  const subtotal = amounts.reduce((s, a) => s + a.netKurus, 0);
  const tax = amounts.reduce((s, a) => s + a.vatKurus, 0);
  return { amounts, subtotal, tax, vat: sumByRate(amounts) };
}

function summaryOf(row: QuoteRow, lines: QuoteLineRow[]): QuoteSummary {
  const status = shownStatus(row.status, row.valid_until);
  const { subtotal, tax } = priced(lines);
  return {
    id: row.id,
    number: quoteNumber(row.id),
    status,
    statusLabel: QUOTE_STATUS_LABELS[status],
    createdAt: row.created_at.toISOString(),
    validUntil: row.valid_until,
    total: fromKurus(subtotal + tax),
    lineCount: lines.length,
    customerName: row.customer_name,
  };
}

export function quoteViewOf(row: QuoteRow, lines: QuoteLineRow[]): QuoteView {
  const { amounts, subtotal, tax, vat } = priced(lines);
  return {
    ...summaryOf(row, lines),
    note: row.note,
    customerEmail: row.customer_email,
    lines: lines.map((l, i): QuoteLineView => ({
      id: l.id,
      productId: l.product_id,
      variantId: l.variant_id,
      productName: l.product_name,
      variantName: l.variant_name,
      unit: l.unit,
      vatRate: l.vat_rate,
      unitPrice: l.unit_price,
      priceWithVat: priceWithVat(l.unit_price, l.vat_rate),
      quantity: l.quantity,
      totalPrice: fromKurus(amounts[i]!.netKurus),
    })),
    subtotal: fromKurus(subtotal),
    vat: breakdownAsStrings(vat),
    taxAmount: fromKurus(tax),
    orderNumber: row.order_number,
  };
}

type EventRow = Row<'quote_events', 'note' | 'created_at'> & { kind: QuoteEventKind; by: string | null };

/** The quote as its owner (`userId`) or the admin (null, with its history) reads it; null if not theirs. */
export async function readQuote(db: Db, quoteId: number, userId: number | null): Promise<QuoteView | null> {
  const row = await quoteRow(db, quoteId, userId);
  if (!row) return null;
  const view = quoteViewOf(row, await quoteLines(db, quoteId));
  if (userId !== null) return view;
  const events = await db<EventRow[]>`
    SELECT e.kind, e.note, e.created_at,
      CASE WHEN u.full_name <> '' THEN u.full_name || ' (' || u.username || ')' ELSE u.username END AS by
    FROM quote_events e LEFT JOIN users u ON u.id = e.user_id
    WHERE e.quote_id = ${quoteId} ORDER BY e.id`;
  return {
    ...view,
    events: events.map((e) => ({
      kind: e.kind,
      label: QUOTE_EVENT_LABELS[e.kind],
      by: e.by ?? '',
      note: e.note,
      at: e.created_at.toISOString(),
    })),
  };
}

/** A customer's quotes (`userId`), or every quote for the admin (null), newest first. */
export async function listQuotes(db: Db, userId: number | null): Promise<QuoteSummary[]> {
  const rows = await db<(QuoteRow & { lines: QuoteLineRow[] })[]>`
    SELECT ${quoteColumns(db)},
      (SELECT coalesce(jsonb_agg(jsonb_build_object('unit_price', l.unit_price::text, 'quantity', l.quantity,
          'vat_rate', l.vat_rate)), '[]') FROM quote_lines l WHERE l.quote_id = q.id) AS lines
    FROM quotes q JOIN users u ON u.id = q.user_id
    ${userId === null ? db`` : db`WHERE q.user_id = ${userId}`}
    ORDER BY q.id DESC LIMIT 500`;
  return rows.map((r) => summaryOf(r, r.lines));
}
