import type { Sql, Tx } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { conflict, invalid, notFound } from '../../core/errors.ts';
import { QUOTE_MESSAGES as m, type EditQuoteInput, type QuoteView } from './schemas.ts';
import { isoDay } from '../../shared/date-format.ts';
import { recordQuoteEvent } from './quote-events.ts';
import { quoteRow, readQuote } from './quote-view.ts';

/**
 * The admin's edit: the quote's whole line list (prices, quantities, lines added or removed)
 * and its validity date. Names, units and KDV rates come from the catalogue, never the body.
 * A quote already sent goes back to 'Talep Edildi' until it is sent again, so the customer can
 * only accept what was sent (decision 0296).
 */
export async function editQuote(sql: Sql, adminId: number, quoteId: number, input: EditQuoteInput): Promise<QuoteView> {
  if (input.validUntil < isoDay(new Date())) throw invalid(m.validUntilPast);
  await sql.begin(async (tx) => {
    const quote = await quoteRow(tx, quoteId, null, true);
    if (!quote) throw notFound(m.notFound);
    if (quote.status !== 'requested' && quote.status !== 'sent') throw conflict(m.notEditable);
    const lines = await catalogueLines(tx, input.lines);
    await tx`DELETE FROM quote_lines WHERE quote_id = ${quoteId}`;
    await tx`
      INSERT INTO quote_lines (quote_id, product_id, variant_id, product_name, variant_name, unit, vat_rate, unit_price, quantity, position)
      SELECT ${quoteId}, l.product_id, l.variant_id, l.product_name, l.variant_name, l.unit, l.vat_rate, l.unit_price, l.quantity, l.position
      FROM jsonb_to_recordset(${tx.json(lines)}::jsonb) AS l (product_id integer, variant_id integer, product_name text,
        variant_name text, unit text, vat_rate smallint, unit_price numeric, quantity integer, position integer)`;
    await tx`UPDATE quotes SET valid_until = ${input.validUntil}::date, status = 'requested' WHERE id = ${quoteId}`;
    await recordQuoteEvent(tx, quoteId, 'edited', adminId, `${lines.length} satır, geçerlilik ${input.validUntil}`);
  });
  return (await readQuote(sql, quoteId, null))!;
}

type ProductRow = Row<'products', 'id' | 'name' | 'unit' | 'vat_rate'> & { has_variants: boolean };
type VariantRow = Row<'product_variants', 'id' | 'product_id' | 'name'>;

/** Each line with its product's and variant's names, unit and KDV rate as the catalogue has them. */
async function catalogueLines(tx: Tx, lines: EditQuoteInput['lines']) {
  const products = await tx<ProductRow[]>`
    SELECT p.id, p.name, p.unit, p.vat_rate, EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id) AS has_variants
    FROM products p WHERE p.id = ANY(${lines.map((l) => l.productId)}::int[])`;
  const variantIds = lines.flatMap((l) => (l.variantId === null ? [] : [l.variantId]));
  const variants = await tx<VariantRow[]>`
    SELECT id, product_id, name FROM product_variants WHERE id = ANY(${variantIds}::int[])`;
  return lines.map((l, i) => {
    const product = products.find((p) => p.id === l.productId);
    if (!product) throw invalid(m.productNotFound(l.productId));
    const variant = l.variantId === null ? null : variants.find((v) => v.id === l.variantId);
    if (variant === undefined || (variant && variant.product_id !== product.id))
      throw invalid(m.variantNotOfProduct(l.variantId ?? 0));
    if (!variant && product.has_variants) throw invalid(m.variantRequired(product.name));
    return {
      product_id: product.id,
      variant_id: variant?.id ?? null,
      product_name: product.name,
      variant_name: variant?.name ?? null,
      unit: product.unit,
      vat_rate: product.vat_rate,
      unit_price: l.unitPrice,
      quantity: l.quantity,
      position: i + 1,
    };
  });
}
