import type { Db, Sql } from '#db/connection.ts';
import { updateCartItemSchema } from '../../schemas/cart.ts';
import { MAX_CODE_LENGTH, QUICK_ORDER_MESSAGES as m, type QuickAddResult } from '../../schemas/quick-order.ts';
import type { QuickLine } from '../../schemas/quick-order-lines.ts';
import { addEachToCart, type CartEntry } from './cart-items.ts';
import type { CartOwner } from './cart-owner.ts';

/** A line as sent: its quantity is checked here, so a malformed one is reported on its line. */
type SentLine = Omit<QuickLine, 'quantity'> & { quantity: unknown };

/** What a code names: a variant, or a product (with its active variants' codes when it has any). */
interface CodeMatch {
  /** The code as the line gave it (trimmed). */
  typed: string;
  sku: string;
  productId: number;
  variantId: number | null;
  variantCodes: string[] | null;
}

/**
 * Quick order: every line whose code and quantity are sound goes through the cart's one add
 * (add-lines.ts: a refused line leaves nothing behind, the good ones stay). Codes are found in
 * one query by their key (shop_code_key(): case and the Turkish dotted/dotless i do not matter).
 */
export async function quickAdd(sql: Sql, owner: CartOwner, lines: SentLine[]): Promise<QuickAddResult> {
  const result: QuickAddResult = { added: [], errors: [] };
  const fail = (l: SentLine, message: string) => result.errors.push({ line: l.line, sku: l.sku, message });
  const sound = lines.flatMap((l) => {
    const sku = l.sku.trim();
    const quantity = updateCartItemSchema.safeParse({ quantity: l.quantity });
    if (sku === '') fail(l, m.codeMissing);
    else if (sku.length > MAX_CODE_LENGTH) fail(l, m.codeTooLong);
    else if (!quantity.success) fail(l, m.quantityInvalid);
    else return [{ ...l, sku, quantity: quantity.data.quantity }];
    return [];
  });
  if (sound.length === 0) return sortByLine(result);
  return sql.begin(async (tx) => {
    const matches = await matchCodes(tx, [...new Set(sound.map((l) => l.sku))]);
    const entries = sound.flatMap((l): CartEntry[] => {
      const match = pick(matches, l.sku);
      if (typeof match === 'string') fail(l, match);
      else if (match.variantId === null && match.variantCodes !== null)
        fail(l, m.variantCodeNeeded(match.variantCodes));
      else
        return [
          {
            line: l.line,
            sku: match.sku,
            productId: match.productId,
            variantId: match.variantId,
            quantity: l.quantity,
          },
        ];
      return [];
    });
    const { added, errors } = await addEachToCart(tx, owner, entries);
    return sortByLine({ added, errors: [...result.errors, ...errors] });
  });
}

/** Every product and variant whose code has the key of a typed code, with the code it answers. */
async function matchCodes(db: Db, codes: string[]): Promise<CodeMatch[]> {
  const rows = await db<
    { typed: string; sku: string; product_id: number; variant_id: number | null; variant_codes: string[] | null }[]
  >`
    WITH k AS (SELECT c AS typed, shop_code_key(c) AS key FROM unnest(${codes}::text[]) AS c)
    SELECT k.typed, v.sku, v.product_id, v.id AS variant_id, NULL::text[] AS variant_codes
    FROM k JOIN product_variants v ON shop_code_key(v.sku) = k.key
    UNION ALL
    SELECT k.typed, p.sku, p.id, NULL,
           -- A product no longer sold is refused by the add itself, with its own message.
           CASE WHEN p.is_active THEN
             (SELECT array_agg(coalesce(v.sku, '') ORDER BY v.sort_order, v.id) FROM product_variants v
              WHERE v.product_id = p.id AND v.is_active)
           END
    FROM k JOIN products p ON shop_code_key(p.sku) = k.key`;
  return rows.map((r) => ({
    typed: r.typed,
    sku: r.sku,
    productId: r.product_id,
    variantId: r.variant_id,
    variantCodes: r.variant_codes?.filter(Boolean) ?? null,
  }));
}

/**
 * The one thing a typed code names, or why not. The exact spelling wins over a folded match,
 * then a variant over a product (as the product import reads a code); anything else left is ambiguous.
 */
function pick(matches: CodeMatch[], typed: string): CodeMatch | string {
  const folded = matches.filter((c) => c.typed === typed);
  const exact = folded.filter((c) => c.sku === typed);
  const pool = exact.length > 0 ? exact : folded;
  const variants = pool.filter((c) => c.variantId !== null);
  const best = variants.length > 0 ? variants : pool;
  if (best.length === 0) return m.unknownCode;
  return best.length === 1 ? best[0]! : m.ambiguousCode;
}

const sortByLine = (r: QuickAddResult): QuickAddResult => ({
  added: r.added,
  errors: r.errors.sort((a, b) => a.line - b.line),
});
