import type { Db } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import type { ListLine } from './schemas.ts';
import { unitPrice } from '../../shared/unit-price.ts';
import { priceWithVat } from '../../shared/product-offer.ts';

type LineRow = Row<'customer_list_items', 'product_id' | 'variant_id' | 'quantity'> &
  Row<'products', 'slug' | 'unit' | 'base_price' | 'vat_rate'> & {
    product_name: string;
    product_sku: string | null;
    product_active: boolean;
    variant_name: string | null;
    variant_sku: string | null;
    variant_price: string | null;
    variant_active: boolean | null;
  };

/**
 * A list's lines with the catalogue's current public price (shared/unit-price.ts), oldest
 * first; a line whose product or variant is no longer sold stays, marked inactive.
 */
export async function listLines(db: Db, listId: number): Promise<ListLine[]> {
  const rows = await db<LineRow[]>`
    SELECT i.product_id, i.variant_id, i.quantity, p.slug, p.unit, p.base_price, p.vat_rate,
           p.name AS product_name, p.sku AS product_sku, p.is_active AS product_active,
           v.name AS variant_name, v.sku AS variant_sku, v.price AS variant_price, v.is_active AS variant_active
    FROM customer_list_items i
    JOIN products p ON p.id = i.product_id
    LEFT JOIN product_variants v ON v.id = i.variant_id
    WHERE i.list_id = ${listId}
    ORDER BY i.created_at, i.id`;
  return rows.map((r) => {
    const price = unitPrice(r.base_price, r.variant_price);
    return {
      productId: r.product_id,
      variantId: r.variant_id,
      productName: r.product_name,
      variantName: r.variant_name,
      sku: r.variant_id === null ? r.product_sku : r.variant_sku,
      slug: r.slug,
      unit: r.unit,
      price,
      priceWithVat: priceWithVat(price, r.vat_rate),
      vatRate: r.vat_rate,
      quantity: r.quantity,
      active: r.product_active && (r.variant_id === null || r.variant_active === true),
    };
  });
}
