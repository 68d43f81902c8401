import type postgres from 'postgres';
import type { Sql } from '#db/connection.ts';
import type { ProductView, VariantView } from '#api/schemas/products.ts';
import type { RelatedProducts } from '#api/schemas/product-relations.ts';
import type { AttributeValueView } from '#api/schemas/attributes.ts';
import { documentUrl, type ProductDocumentView } from '#api/schemas/product-documents.ts';
import type { BuyerGroup } from '#api/shared/buyer-price.ts';
import { withVatPrices } from '#api/shared/product-offer.ts';
import { explicitPricesOf, priceStepsOf, productForGroup, tiersOf } from '#api/features/trade/index.ts';
import { holdableOf } from '../../checkout/held-units.ts';
import { relatedCards } from '../relations/product-relations.ts';

type Fragment = postgres.PendingQuery<postgres.Row[]>;

/**
 * An active product with all its variants (inactive ones too, shown disabled), or null, at the
 * buyer's prices with their quantity breaks (`priceSteps`).
 */
export async function productDetails(
  sql: Sql,
  id: number,
  group: BuyerGroup | null = null,
): Promise<ProductView | null> {
  const [row] = await sql<ProductRow[]>`
    SELECT ${productColumns(sql)} FROM products p WHERE p.id = ${id} AND p.is_active`;
  if (!row) return null;
  const product = toProductView(row);
  const related = await relatedCards(sql, id);
  const relatedIds = Object.values(related).flatMap((cards) => cards.map((p) => p.id));
  const [explicit, tiers, holdable] = await Promise.all([
    group ? explicitPricesOf(sql, group.id, [id, ...relatedIds]) : new Map<string, string>(),
    tiersOf(sql, id, group),
    holdableOf(sql, [id]),
  ]);
  const view = productForGroup(product, group, explicit);
  // What a checkout could hold now: the page tells a buyer who wants more (decision 0346).
  return withVatPrices({
    ...view,
    holdable: holdable({ productId: id, variantId: null }, view.stockQuantity),
    variants: view.variants.map((v) => ({
      ...v,
      holdable: holdable({ productId: id, variantId: v.id }, v.stockQuantity),
    })),
    priceSteps: priceStepsOf(product, group, explicit, tiers),
    related: group ? forGroup(related, (p) => withVatPrices(productForGroup(p, group, explicit))) : related,
  });
}

const forGroup = (related: RelatedProducts, price: (p: ProductView) => ProductView): RelatedProducts => ({
  accessory: related.accessory.map(price),
  alternative: related.alternative.map(price),
  spare_part: related.spare_part.map(price),
});

/**
 * The columns of a product as its details show it, all variants and images included, for rows
 * aliased `p`. Amounts are cast to text so they stay numeric strings inside the JSON. The
 * listing shows the same product from its stored card (migration 0117), active variants only.
 */
export function productColumns(sql: Sql): Fragment {
  return sql`
    p.id, p.name, p.slug, p.description, p.short_description, p.sku, p.base_price, p.effective_price,
    product_compare_at_price(p)::text AS compare_at_price,
    p.unit, p.vat_rate, p.stock_quantity, p.min_order_quantity, p.order_step, p.in_stock, p.is_featured, p.brand, p.created_at, p.returnable,
    coalesce((SELECT json_agg(i.url ORDER BY i.position, i.id) FROM product_images i WHERE i.product_id = p.id), '[]') AS images,
    coalesce((SELECT json_agg(json_build_object('id', v.id, 'name', v.name, 'sku', v.sku, 'price', v.price::text,
        'compareAtPrice', v.compare_at_price::text, 'stockQuantity', v.stock_quantity, 'isActive', v.is_active,
        'attributes', product_attribute_list(p.id, v.id)) ORDER BY v.sort_order, v.id)
      FROM product_variants v WHERE v.product_id = p.id), '[]') AS variants,
    coalesce((SELECT json_agg(pc.category_id ORDER BY pc.category_id) FROM product_categories pc WHERE pc.product_id = p.id), '[]') AS category_ids,
    product_attribute_list(p.id, NULL) AS attributes,
    coalesce((SELECT json_agg(json_build_object('id', d.id, 'kind', d.kind, 'title', d.title, 'sizeBytes', d.size_bytes) ORDER BY d.id)
      FROM product_documents d WHERE d.product_id = p.id), '[]') AS documents`;
}

export interface ProductRow {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  short_description: string | null;
  sku: string | null;
  base_price: string;
  effective_price: string;
  compare_at_price: string | null;
  unit: string;
  vat_rate: number;
  stock_quantity: number;
  min_order_quantity: number;
  order_step: number;
  in_stock: boolean;
  is_featured: boolean;
  brand: string | null;
  created_at: Date;
  returnable: boolean;
  images: string[];
  variants: VariantView[];
  category_ids: number[];
  attributes: AttributeValueView[];
  documents: Omit<ProductDocumentView, 'url'>[];
}

export function toProductView(row: ProductRow): ProductView {
  return withVatPrices({
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    shortDescription: row.short_description,
    sku: row.sku,
    basePrice: row.base_price,
    effectivePrice: row.effective_price,
    price: row.effective_price,
    compareAtPrice: row.compare_at_price,
    unit: row.unit,
    vatRate: row.vat_rate,
    stockQuantity: row.stock_quantity,
    minOrderQuantity: row.min_order_quantity,
    orderStep: row.order_step,
    inStock: row.in_stock,
    isFeatured: row.is_featured,
    returnable: row.returnable,
    brand: row.brand,
    images: row.images,
    variants: row.variants,
    categoryIds: row.category_ids,
    attributes: row.attributes,
    documents: row.documents.map((d) => ({ ...d, url: documentUrl(d.id) })),
    createdAt: row.created_at.toISOString(),
  });
}
