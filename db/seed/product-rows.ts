import type { Tx } from '../connection.ts';
import type { Row } from '../tables.ts';

// How both seeds (the demo shop and the large generated catalogue) write products and what
// hangs off them: the same columns in the same order, whatever made the rows.

// The inserts fire the insert triggers of db/README.md once per statement: derived columns, cards,
// listing categories and their entries, the listed count, the price history and the catalogue version.

/**
 * Every column a seed sets; the derived ones (search text, effective price, listing categories, …) and the id come
 * from the database, the VAT rate from its default; the shipping measures stay unset (decision 0314).
 */
export type ProductRow = Omit<
  Row<'products'>,
  | 'id'
  | 'name_sort'
  | 'effective_price'
  | 'in_stock'
  | 'search_text'
  | 'vat_rate'
  | 'listing_categories'
  | 'order_step'
  | 'compare_at_price'
  | 'weight_kg'
  | 'width_cm'
  | 'length_cm'
  | 'height_cm'
  | 'attribute_text'
  | 'barcode'
  | 'returnable'
>;

export type VariantRow = Pick<
  Row<'product_variants'>,
  'product_id' | 'name' | 'price' | 'stock_quantity' | 'sku' | 'is_active' | 'sort_order'
> & { attributes: Record<string, string> };

/** Inserts products; their ids by SKU. */
export async function insertProductRows(tx: Tx, rows: ProductRow[]): Promise<Map<string, number>> {
  // Typed on the variable: with a type argument, postgres.js' overloads refuse helpers with column lists.
  const inserted: Row<'products', 'id' | 'sku'>[] = await tx`
    INSERT INTO products ${tx(
      rows,
      'name',
      'slug',
      'description',
      'short_description',
      'base_price',
      'sku',
      'stock_quantity',
      'min_order_quantity',
      'unit',
      'brand',
      'is_active',
      'is_featured',
      'created_at',
      'updated_at',
    )}
    RETURNING id, sku`;
  return new Map(inserted.map((r) => [r.sku!, r.id]));
}

/** Variants, images and category links of products already inserted (variants in chunks: a large seed has many). */
export async function insertProductParts(
  tx: Tx,
  parts: {
    variants: VariantRow[];
    images: { product_id: number; url: string; position: number }[];
    links: { product_id: number; category_id: number }[];
  },
): Promise<void> {
  for (let i = 0; i < parts.variants.length; i += 5000) {
    const chunk = parts.variants.slice(i, i + 5000);
    await tx`INSERT INTO product_variants ${tx(chunk, 'product_id', 'name', 'price', 'stock_quantity', 'sku', 'attributes', 'is_active', 'sort_order')}`;
  }
  if (parts.images.length) await tx`INSERT INTO product_images ${tx(parts.images, 'product_id', 'url', 'position')}`;
  if (parts.links.length) await tx`INSERT INTO product_categories ${tx(parts.links, 'product_id', 'category_id')}`;
}
