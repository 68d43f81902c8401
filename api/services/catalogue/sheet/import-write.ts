import type { Tx } from '#db/connection.ts';
import { uniqueSlug } from '#api/schemas/slug.ts';
import type { ProductPlan } from './import-plan.ts';
import { setShelfStock } from '../held-stock.ts';
import { writeGroupPriceCells, type GroupPriceCell } from '../product-pricing.ts';

// The import's writes fire the same triggers as a product save (db/README.md): products_derive,
// products_listed_change, listing_category_entries_*, listed_product_count_*, the variants'
// product_variants_rederive_* and product_variants_listed_change, the links'
// product_categories_relist_*, product_cards_* and catalogue_version_*. The statement triggers
// among them (catalogue_apply_noted, the cards, the re-derives) run once per thousand-row statement.
// A changed price is recorded by *_price_history and clears a running sale's 'before' price
// (*_compare_at_reset, decision 0319).

const CHUNK = 1000;

function chunks<T>(list: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

/**
 * Writes the planned changes with set statements (a thousand rows each): new products,
 * changed products, their categories and images, then new and changed variants. The stock
 * figures are the shelf: on a product or variant that exists, units unpaid orders hold stay
 * held (held-stock.ts); a new one has none held. Last, the group prices the file changes, new
 * products' and variants' included (decision 0285).
 */
export async function writePlan(tx: Tx, plans: ProductPlan[], newCategoryIds: Map<string, number>) {
  const fresh = new Set(plans.filter((p) => p.id === null));
  const changed = plans.filter((p) => p.id !== null && p.changed);
  if (fresh.size) {
    const slugs = new Set((await tx<{ slug: string }[]>`SELECT slug FROM products`).map((r) => r.slug));
    for (const part of chunks([...fresh])) {
      const rows = part.map((p) => ({ ...productColumns(p), slug: uniqueSlug(p.values.name, slugs) }));
      const ids = await tx<{ id: number; slug: string }[]>`INSERT INTO products ${tx(rows)} RETURNING id, slug`;
      const idOfSlug = new Map(ids.map((r) => [r.slug, r.id]));
      part.forEach((p, i) => (p.id = idOfSlug.get(rows[i]!.slug)!));
    }
  }
  for (const part of chunks(changed)) {
    await tx`
      UPDATE products p SET name = d.name, brand = d.brand, vat_rate = d.vat_rate, min_order_quantity = d.min_order_quantity, order_step = d.order_step,
        is_active = d.is_active, description = d.description, base_price = d.base_price, sku = d.sku,
        weight_kg = d.weight_kg, width_cm = d.width_cm, length_cm = d.length_cm, height_cm = d.height_cm, updated_at = now()
      FROM json_to_recordset(${tx.json(part.map((p) => ({ id: p.id, ...productColumns(p) })) as never)}::json)
        AS d(id int, name text, brand text, vat_rate smallint, min_order_quantity int, order_step int, is_active boolean, description text,
             base_price numeric, sku text, weight_kg numeric, width_cm numeric, length_cm numeric, height_cm numeric)
      WHERE p.id = d.id`;
    await setShelfStock(
      tx,
      'product',
      part.map((p) => ({ id: p.id!, shelf: p.values.stock })),
    );
  }
  const withCategories = plans.filter((p) => p.changed && p.categories !== undefined);
  for (const part of chunks(withCategories)) {
    await tx`DELETE FROM product_categories WHERE product_id = ANY(${part.flatMap((p) => (fresh.has(p) ? [] : [p.id!]))}::int[])`;
    const links = part.flatMap((p) =>
      [...new Set(p.categories!.map((c) => (typeof c === 'number' ? c : newCategoryIds.get(c)!)))].map(
        (category_id) => ({ product_id: p.id!, category_id }),
      ),
    );
    for (const linkPart of chunks(links)) await tx`INSERT INTO product_categories ${tx(linkPart)}`;
  }
  const withImages = plans.filter((p) => p.changed && p.images !== undefined);
  for (const part of chunks(withImages)) {
    await tx`DELETE FROM product_images WHERE product_id = ANY(${part.map((p) => p.id!)}::int[])`;
    const images = part.flatMap((p) => p.images!.map((url, position) => ({ product_id: p.id!, url, position })));
    for (const imagePart of chunks(images)) await tx`INSERT INTO product_images ${tx(imagePart)}`;
  }
  await writeVariants(tx, plans);
  await writeGroupPriceCells(tx, groupPriceCells(plans));
}

/** The group cells of the rows whose group prices change (every product and variant has its id by now). */
function groupPriceCells(plans: ProductPlan[]): GroupPriceCell[] {
  const cells: GroupPriceCell[] = [];
  const add = (productId: number, variantId: number | null, prices: Map<number, string | null>) => {
    for (const [priceGroupId, price] of prices) cells.push({ productId, variantId, priceGroupId, price });
  };
  for (const p of plans) {
    if (p.groupPricesChanged && p.groupPrices) add(p.id!, null, p.groupPrices);
    for (const v of p.variants) if (v.groupPricesChanged && v.groupPrices) add(p.id!, v.id!, v.groupPrices);
  }
  return cells;
}

function productColumns(p: ProductPlan) {
  const v = p.values;
  return {
    name: v.name,
    brand: v.brand,
    vat_rate: v.vatRate,
    min_order_quantity: v.minOrderQuantity,
    order_step: v.orderStep,
    is_active: v.active,
    description: v.description,
    base_price: v.basePrice,
    stock_quantity: v.stock,
    sku: v.sku,
    weight_kg: v.weightKg,
    width_cm: v.widthCm,
    length_cm: v.lengthCm,
    height_cm: v.heightCm,
  };
}

async function writeVariants(tx: Tx, plans: ProductPlan[]) {
  const changed = plans.flatMap((p) => p.variants.filter((v) => v.id !== null && v.changed));
  // New variants get their ids back (their group prices need them), by SKU.
  const newVariants = new Map(plans.flatMap((p) => p.variants.filter((v) => v.id === null).map((v) => [v.sku, v])));
  // New variants sort in the file's order; ties with older ones fall back to the id (older first).
  const added = plans.flatMap((p) =>
    p.variants.flatMap((v, sortOrder) =>
      v.id !== null
        ? []
        : [
            {
              product_id: p.id!,
              name: v.name,
              price: v.price,
              stock_quantity: v.stock,
              sku: v.sku,
              sort_order: sortOrder,
            },
          ],
    ),
  );
  for (const part of chunks(added)) {
    const ids = await tx<{ id: number; sku: string }[]>`INSERT INTO product_variants ${tx(part)} RETURNING id, sku`;
    for (const r of ids) newVariants.get(r.sku)!.id = r.id;
  }
  for (const part of chunks(changed)) {
    await tx`
      UPDATE product_variants v SET name = d.name, price = d.price
      FROM json_to_recordset(${tx.json(part.map((v) => ({ id: v.id, name: v.name, price: v.price })) as never)}::json)
        AS d(id int, name text, price numeric)
      WHERE v.id = d.id`;
    await setShelfStock(
      tx,
      'variant',
      part.map((v) => ({ id: v.id!, shelf: v.stock })),
    );
  }
}
