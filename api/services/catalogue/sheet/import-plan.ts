import type { Tx } from '#db/connection.ts';
import { deriveBrand } from '#api/schemas/brand.ts';
import { sheetMessages as m, type RowError, type SheetColumn } from '#api/schemas/product-sheet.ts';
import type { SheetRow } from './sheet-rows.ts';
import { categoryResolver, type CategoryRef } from './sheet-categories.ts';
import { loadCurrent, type CurrentProduct } from './import-current.ts';
import { groupCellsChange, type GroupCells } from './sheet-groups.ts';

export interface ProductValues {
  name: string;
  brand: string | null;
  vatRate: number;
  minOrderQuantity: number;
  orderStep: number;
  active: boolean;
  description: string | null;
  basePrice: string;
  stock: number;
  sku: string | null;
  weightKg: string | null;
  widthCm: string | null;
  lengthCm: string | null;
  heightCm: string | null;
}

export interface VariantPlan {
  id: number | null;
  sku: string;
  name: string;
  price: string;
  stock: number;
  line: number;
  changed: boolean;
  /** The file's group prices for this variant (sheet-groups.ts) and whether they change any. */
  groupPrices?: GroupCells;
  groupPricesChanged: boolean;
}

export interface ProductPlan {
  id: number | null;
  values: ProductValues;
  /** Undefined: the categories (images) stay as they are. */
  categories?: CategoryRef[];
  images?: string[];
  changed: boolean;
  /** The product row's group prices (a product without variants) and whether they change any. */
  groupPrices?: GroupCells;
  groupPricesChanged: boolean;
  variants: VariantPlan[];
  lines: { line: number; isNew: boolean }[];
}

const PRODUCT_FIELDS = [
  'productName',
  'categoryPaths',
  'brand',
  'vatRate',
  'minOrderQuantity',
  'orderStep',
  'active',
  'description',
  'images',
  'weightKg',
  'widthCm',
  'lengthCm',
  'heightCm',
] as const;
const COLUMN_OF: Record<(typeof PRODUCT_FIELDS)[number], SheetColumn> = {
  productName: 'product_name',
  categoryPaths: 'category_path',
  brand: 'brand',
  vatRate: 'vat_rate',
  minOrderQuantity: 'min_order_quantity',
  orderStep: 'order_step',
  active: 'active',
  description: 'description',
  images: 'images',
  weightKg: 'weight_kg',
  widthCm: 'width_cm',
  lengthCm: 'length_cm',
  heightCm: 'height_cm',
};

/**
 * Decides, row by row, what the import does: rows are matched by SKU (a variant's or a
 * product's); a new SKU with a variant name joins the product of that name (in the file,
 * else the one product so named), else a new product. Reads only.
 */
export async function planImport(tx: Tx, rows: SheetRow[]) {
  const errors: RowError[] = [];
  const current = await loadCurrent(tx, rows);
  const products = new Map<string, ProductPlan>();
  const firstRowOf = new Map<string, SheetRow>();
  const pending: { row: SheetRow; key: string }[] = [];

  for (const row of rows) {
    const match = current.bySku.get(row.sku);
    if (match?.variant_id != null) {
      if (row.variantName === null)
        errors.push({ row: row.line, column: 'variant_name', message: m.variantNameRequired });
      else pending.push({ row, key: `id:${match.product_id}` });
    } else if (match) {
      if (row.variantName) errors.push({ row: row.line, column: 'variant_name', message: m.productSkuWithVariant });
      else pending.push({ row, key: `id:${match.product_id}` });
    } else {
      const missing = newRowProblem(row);
      if (missing) errors.push(missing);
      else pending.push({ row, key: row.variantName ? `name:${row.productName}` : `sku:${row.sku}` });
    }
  }
  // New variants join the product whose existing variants the file lists under the same name.
  const productOfName = new Map<string, Set<number>>();
  for (const { row, key } of pending) {
    if (key.startsWith('id:') && row.variantName && row.productName) {
      productOfName.set(row.productName, (productOfName.get(row.productName) ?? new Set()).add(Number(key.slice(3))));
    }
  }
  const unresolved = [
    ...new Set(
      pending
        .filter((p) => p.key.startsWith('name:') && !productOfName.has(p.row.productName!))
        .map((p) => p.row.productName!),
    ),
  ];
  const byName = await current.productsNamed(unresolved);

  const categories = await categoryResolver(tx);
  for (const { row, key: initial } of pending) {
    let key = initial;
    if (key.startsWith('name:')) {
      const ids = productOfName.get(row.productName!) ?? byName.get(row.productName!) ?? new Set<number>();
      if (ids.size > 1) {
        errors.push({
          row: row.line,
          column: 'product_name',
          message: productOfName.has(row.productName!) ? m.variantsOfTwoProducts : m.ambiguousProduct(row.productName!),
        });
        continue;
      }
      if (ids.size === 1) key = `id:${[...ids][0]}`;
    }
    const first = firstRowOf.get(key);
    const conflict =
      first &&
      PRODUCT_FIELDS.find(
        (f) => row[f] !== undefined && first[f] !== undefined && JSON.stringify(row[f]) !== JSON.stringify(first[f]),
      );
    if (conflict) {
      errors.push({ row: row.line, column: COLUMN_OF[conflict], message: m.differsInProduct(first.line) });
      continue;
    }
    if (!first) firstRowOf.set(key, row);
    const existing = key.startsWith('id:') ? current.products.get(Number(key.slice(3)))! : null;
    const plan = products.get(key) ?? newPlan(existing);
    // Quantities are multiples of the step from the minimum on (decision 0284).
    if ((row.minOrderQuantity ?? plan.values.minOrderQuantity) % (row.orderStep ?? plan.values.orderStep) !== 0) {
      const column = row.orderStep !== undefined ? 'order_step' : 'min_order_quantity';
      errors.push({ row: row.line, column, message: m.minNotAStep });
      continue;
    }
    products.set(key, plan);
    applyRow(plan, row, current.bySku.get(row.sku)?.variant_id ?? null, existing, categories.resolve);
  }
  for (const plan of products.values()) finishPlan(plan, current.products.get(plan.id ?? -1) ?? null);
  return { products: [...products.values()], errors, categories };
}

function newRowProblem(row: SheetRow): RowError | null {
  if (!row.productName) return { row: row.line, column: 'product_name', message: m.nameRequired };
  if (row.price === undefined) return { row: row.line, column: 'price', message: m.priceRequired };
  if (row.stock === undefined) return { row: row.line, column: 'stock', message: m.stockRequired };
  return null;
}

function newPlan(existing: CurrentProduct | null): ProductPlan {
  const values: ProductValues = existing
    ? { ...existing.values }
    : {
        name: '',
        brand: null,
        vatRate: 20,
        minOrderQuantity: 1,
        orderStep: 1,
        active: true,
        description: null,
        basePrice: '0.00',
        stock: 0,
        sku: null,
        weightKg: null,
        widthCm: null,
        lengthCm: null,
        heightCm: null,
      };
  return { id: existing?.id ?? null, values, changed: false, groupPricesChanged: false, variants: [], lines: [] };
}

/** Merges one row into its product's plan: product-level cells, then the variant or the product's own price and stock. */
function applyRow(
  plan: ProductPlan,
  row: SheetRow,
  variantId: number | null,
  existing: CurrentProduct | null,
  resolve: (path: string[]) => CategoryRef,
) {
  const v = plan.values;
  if (row.productName !== undefined) v.name = row.productName;
  if (row.brand !== undefined) v.brand = row.brand;
  if (row.vatRate !== undefined) v.vatRate = row.vatRate;
  if (row.minOrderQuantity !== undefined) v.minOrderQuantity = row.minOrderQuantity;
  if (row.orderStep !== undefined) v.orderStep = row.orderStep;
  if (row.active !== undefined) v.active = row.active;
  if (row.description !== undefined) v.description = row.description;
  for (const key of ['weightKg', 'widthCm', 'lengthCm', 'heightCm'] as const)
    if (row[key] !== undefined) v[key] = row[key];
  if (row.categoryPaths !== undefined) plan.categories = row.categoryPaths.map(resolve);
  if (row.images !== undefined) plan.images = row.images.map((name) => `/uploads/${name}`);
  const isNew = !existing || (row.variantName ? variantId === null : false);
  plan.lines.push({ line: row.line, isNew });
  if (row.variantName || variantId !== null) {
    const old = variantId === null ? null : existing!.variants.get(variantId)!;
    const variant: VariantPlan = {
      id: variantId,
      sku: row.sku,
      line: row.line,
      name: row.variantName ?? old!.name,
      price: row.price ?? old!.price,
      stock: row.stock ?? old!.stock,
      changed: false,
      groupPrices: row.groupPrices,
      groupPricesChanged: groupCellsChange(
        row.groupPrices,
        variantId === null ? undefined : existing!.groupPrices.get(variantId),
      ),
    };
    variant.changed = !old || old.name !== variant.name || old.price !== variant.price || old.stock !== variant.stock;
    plan.variants.push(variant);
  } else {
    v.sku = row.sku;
    if (row.price !== undefined) v.basePrice = row.price;
    if (row.stock !== undefined) v.stock = row.stock;
    plan.groupPrices = row.groupPrices;
    plan.groupPricesChanged = groupCellsChange(row.groupPrices, existing?.groupPrices.get(null));
  }
}

function finishPlan(plan: ProductPlan, existing: CurrentProduct | null) {
  const v = plan.values;
  if (v.brand === null && !existing) v.brand = deriveBrand(v.name);
  if (!existing) {
    // A product made of variants shows its lowest variant price until a variant is chosen.
    if (plan.variants.length) v.basePrice = plan.variants.map((x) => x.price).sort((a, b) => Number(a) - Number(b))[0]!;
    plan.changed = true;
    return;
  }
  const sameList = (a: readonly unknown[] | undefined, b: readonly unknown[]) =>
    a === undefined || JSON.stringify(a) === JSON.stringify(b);
  const sameSet = (a: CategoryRef[] | undefined, b: number[]) =>
    a === undefined || JSON.stringify([...new Set(a)].sort()) === JSON.stringify([...b].sort());
  plan.changed =
    JSON.stringify(v) !== JSON.stringify(existing.values) ||
    !sameSet(plan.categories, existing.categoryIds) ||
    !sameList(plan.images, existing.images);
}

/** Rows the import creates, updates and leaves as they are; `valuesChanged`: products whose technical values change. */
export function countRows(products: ProductPlan[], valuesChanged: ReadonlySet<number> = new Set()) {
  let created = 0;
  let updated = 0;
  let unchanged = 0;
  for (const p of products) {
    for (const { line, isNew } of p.lines) {
      const variant = p.variants.find((x) => x.line === line);
      if (isNew) created++;
      // A row whose only change is a group price is updated too.
      else if (
        p.changed ||
        valuesChanged.has(p.id!) ||
        (variant ? variant.changed || variant.groupPricesChanged : p.groupPricesChanged)
      )
        updated++;
      else unchanged++;
    }
  }
  return { created, updated, unchanged };
}
