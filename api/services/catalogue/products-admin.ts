import type { Db, Sql } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import type { AdminProduct } from '../../schemas/admin-products.ts';
import { folded, searchPattern } from '../text-search.ts';
import { heldStock, shelfStock } from './held-stock.ts';
import { productDocuments } from './documents/product-documents.ts';
import { adminRelations } from './relations/product-relations.ts';

/** Products for the admin list, newest first, with categories, variants and images. */
export async function listAdminProducts(
  sql: Sql,
  options: { search?: string | null; offset?: number; limit: number },
): Promise<AdminProduct[]> {
  const pattern = searchPattern(options.search);
  const rows = await sql<AdminProductRow[]>`
    SELECT ${productColumns(sql)} FROM products p
    ${pattern ? sql`WHERE (${folded(sql, 'p.name')} LIKE ${pattern} OR ${folded(sql, 'p.sku')} LIKE ${pattern})` : sql``}
    ORDER BY p.created_at DESC, p.id DESC
    LIMIT ${options.limit} OFFSET ${options.offset ?? 0}`;
  return rows.map(toAdminProduct);
}

export async function getAdminProduct(sql: Db, id: number): Promise<AdminProduct | null> {
  const [row] = await sql<AdminProductRow[]>`SELECT ${productColumns(sql)} FROM products p WHERE p.id = ${id}`;
  if (!row) return null;
  const [documents, relations] = await Promise.all([productDocuments(sql, id), adminRelations(sql, id)]);
  return { ...toAdminProduct(row), documents, relations };
}

type AdminProductRow = Row<
  'products',
  | 'id'
  | 'name'
  | 'slug'
  | 'description'
  | 'short_description'
  | 'base_price'
  | 'sku'
  | 'stock_quantity'
  | 'min_order_quantity'
  | 'unit'
  | 'vat_rate'
  | 'is_active'
  | 'returnable'
  | 'created_at'
> & {
  held_quantity: number;
  /** json arrays: parsed by postgres.js on a server, text through the PGlite socket */
  categories: AdminProduct['categories'] | string;
  variants: AdminProduct['variants'] | string;
  images: AdminProduct['images'] | string;
  attributes: AdminProduct['attributes'] | string;
};

/** The stock figures are the shelf (held-stock.ts): what the admin counts, and sends back on save. */
function productColumns(sql: Db) {
  return sql`
    p.id, p.name, p.slug, p.description, p.short_description, p.base_price, p.sku,
    ${shelfStock(sql, 'product', sql`p.id`, sql`p.stock_quantity`)} AS stock_quantity,
    ${heldStock(sql, 'product', sql`p.id`)} AS held_quantity,
    p.min_order_quantity, p.unit, p.vat_rate, p.is_active, p.returnable, p.created_at,
    coalesce((SELECT json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.name)
      FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = p.id), '[]') AS categories,
    coalesce((SELECT json_agg(json_build_object('id', v.id, 'name', v.name, 'price', v.price::text, 'stockQuantity', ${shelfStock(sql, 'variant', sql`v.id`, sql`v.stock_quantity`)},
        'heldQuantity', ${heldStock(sql, 'variant', sql`v.id`)},
        'sku', v.sku, 'isActive', v.is_active, 'attributes', v.attributes,
        'technicalAttributes', product_attribute_list(p.id, v.id)) ORDER BY v.sort_order, v.id)
      FROM product_variants v WHERE v.product_id = p.id), '[]') AS variants,
    coalesce((SELECT json_agg(i.url ORDER BY i.position, i.id) FROM product_images i WHERE i.product_id = p.id), '[]') AS images,
    product_attribute_list(p.id, NULL) AS attributes`;
}

function toAdminProduct(row: AdminProductRow): AdminProduct {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    shortDescription: row.short_description,
    basePrice: row.base_price,
    sku: row.sku,
    stockQuantity: row.stock_quantity,
    heldQuantity: row.held_quantity,
    minOrderQuantity: row.min_order_quantity,
    unit: row.unit,
    vatRate: row.vat_rate,
    isActive: row.is_active,
    returnable: row.returnable,
    categories: parseJson(row.categories),
    variants: parseJson(row.variants),
    images: parseJson(row.images),
    attributes: parseJson(row.attributes),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

// postgres.js parses json columns on a server; through the PGlite socket they may arrive as text.
function parseJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
