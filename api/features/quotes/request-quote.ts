import type { Sql } from '#db/connection.ts';
import { invalid } from '../../core/errors.ts';
import { QUOTE_MESSAGES as m, type QuoteView } from './schemas.ts';
import { readCartLines } from '../../services/checkout/cart-lines.ts';
import { recordQuoteEvent } from './quote-events.ts';
import { readQuote } from './quote-view.ts';

/**
 * A quote asked for from the customer's cart: its lines still on sale, as they are, at the
 * buyer's prices now (the same reader the checkout prices with). The cart stays as it is.
 */
export async function requestQuote(sql: Sql, userId: number, note: string): Promise<QuoteView> {
  const quoteId = await sql.begin(async (tx) => {
    const lines = (await readCartLines(tx, { kind: 'user', userId })).filter((l) => l.active);
    if (lines.length === 0) throw invalid(m.emptyCart);
    const [quote] = await tx<{ id: number }[]>`
      INSERT INTO quotes (user_id, note) VALUES (${userId}, ${note}) RETURNING id`;
    const id = quote!.id;
    await tx`
      INSERT INTO quote_lines (quote_id, product_id, variant_id, product_name, variant_name, unit, vat_rate, unit_price, quantity, position)
      SELECT ${id}, l.product_id, l.variant_id, l.product_name, l.variant_name, l.unit, l.vat_rate, l.unit_price, l.quantity, l.position
      FROM jsonb_to_recordset(${tx.json(
        lines.map((l, i) => ({
          product_id: l.productId,
          variant_id: l.variantId,
          product_name: l.productName,
          variant_name: l.variantName,
          unit: l.unit,
          vat_rate: l.vatRate,
          unit_price: l.price,
          quantity: l.quantity,
          position: i + 1,
        })),
      )}::jsonb) AS l (product_id integer, variant_id integer, product_name text, variant_name text, unit text,
        vat_rate smallint, unit_price numeric, quantity integer, position integer)`;
    await recordQuoteEvent(tx, id, 'requested', userId, note);
    return id;
  });
  return (await readQuote(sql, quoteId, userId))!;
}
