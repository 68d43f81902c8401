// First-start demo content: categories, ~110 products with variants and
// generated pictures, settings, pages, catalogues and references.
import type { Sql, NoRows, Tx } from '../connection.ts';
import { deriveBrand } from '#api/schemas/brand.ts';
import { CATEGORY_TREE, DEMO_PRODUCTS, type ProductSeed } from './demo-catalogue.ts';
import { DEMO_CATALOGUES, DEMO_PAGES, DEMO_REFERENCES, DEMO_SETTINGS } from './demo-content.ts';
import { minimalPdf, pictureSvg, renderPng, type Pictogram } from './pictures.ts';
import type { SeedMedia } from './demo-types.ts';
import type { Row } from '../tables.ts';
import { uniqueSlug } from '#api/schemas/slug.ts';
import { insertProductParts, insertProductRows } from './product-rows.ts';
import { insertDemoAttributes } from './demo-attributes.ts';
import { insertDemoDocumentsAndRelations, storeDemoDocuments, type StoredDemoDocument } from './demo-documents.ts';

// Any constant works; it keeps two app instances from seeding at once.
const SEED_LOCK = 72_410_002;
const DAY = 86_400_000;

export interface Media {
  /** picture key (icon|colour|shade) → URL */
  pictures: Map<string, string>;
  catalogues: { imageUrl: string | null; fileUrl: string; filePath: string }[];
  logos: (string | null)[];
  documents: StoredDemoDocument[];
}

/**
 * Seeds the demo shop when the database is fresh: does nothing and returns false
 * when there already are products or settings. All rows go in one transaction; the rows that
 * show no picture are written while the pictures and PDFs are still being stored. `drawn` is
 * the pictures already being drawn (a first start draws them beside initdb and the migrations:
 * prepare-cli.ts).
 */
export async function seedDemo(sql: Sql, store: SeedMedia, drawn?: Promise<Media>): Promise<boolean> {
  if (!(await isFresh(sql))) return false;
  const media = drawn ?? storeMedia(store);
  media.catch(() => undefined); // awaited below; a failed insert before that is the error to report
  return sql.begin(async (tx) => {
    await tx<NoRows>`SELECT pg_advisory_xact_lock(${SEED_LOCK})`;
    const [counts] = await tx<{ products: number; settings: number }[]>`
      SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM settings)::int AS settings`;
    if (counts!.products > 0 || counts!.settings > 0) return false;
    // Every card is built once, after all the rows it shows (product_cards_refresh.sql).
    await tx<NoRows>`SELECT set_config('shop.defer_cards', 'yes', true)`;
    await insertCatalogue(tx, media);
    await tx<NoRows>`SELECT set_config('shop.defer_cards', '', true)`;
    await tx<NoRows>`SELECT product_cards_refresh(catalogue_take('shop.deferred_cards'))`;
    await insertContent(tx, await media);
    return true;
  });
}

async function isFresh(sql: Sql): Promise<boolean> {
  const [row] = await sql<{ fresh: boolean }[]>`
    SELECT NOT EXISTS (SELECT 1 FROM products) AND NOT EXISTS (SELECT 1 FROM settings) AS fresh`;
  return row!.fresh;
}

/** Where each child category sits: its pictogram and its top-level colour. */
const CHILD_STYLE = new Map(
  CATEGORY_TREE.flatMap((top) =>
    top.children.map((child) => [child.slug, { icon: child.icon, colour: top.colour }] as const),
  ),
);

function pictureKey(icon: Pictogram, colour: string, shade: number): string {
  return `${icon}|${colour}|${shade}`;
}

function productPictureKeys(product: ProductSeed): string[] {
  const style = CHILD_STYLE.get(product.category);
  if (!style) throw new Error(`Demo product ${product.sku}: unknown category ${product.category}`);
  return Array.from({ length: product.images ?? 1 }, (_, shade) => pictureKey(style.icon, style.colour, shade));
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Draws and stores the demo's pictures and PDFs (sharp's threads, no database). */
export async function storeMedia(store: SeedMedia): Promise<Media> {
  // Products of the same kind share a picture, so only a few dozen are drawn.
  const keys = [...new Set(DEMO_PRODUCTS.flatMap(productPictureKeys))];
  const colourOf = (slug: string) => CATEGORY_TREE.find((c) => c.slug === slug)!.colour;
  const jobs: (() => Promise<string>)[] = [
    ...keys.map((key) => () => {
      const [icon, colour, shade] = key.split('|') as [Pictogram, string, string];
      return picture(store, icon, colour, Number(shade));
    }),
    ...DEMO_CATALOGUES.filter((c) => c.cover).map((c) => () => picture(store, 'catalog', colourOf(c.cover!), 0)),
    ...DEMO_REFERENCES.filter((r) => r.logoColour).map((r) => () => picture(store, 'logo', r.logoColour!, 0)),
  ];
  const urls = await mapLimit(jobs, 4, (job) => job());
  const pictures = new Map(keys.map((key, i) => [key, urls[i]!]));
  const extra = urls.slice(keys.length); // covers, then logos, in job order
  const catalogues: Media['catalogues'] = [];
  for (const c of DEMO_CATALOGUES) {
    const filePath = `files/${c.file}.pdf`;
    const rgb = hexToRgb(c.cover ? colourOf(c.cover) : '#1d4ed8');
    await store.file(filePath, minimalPdf(c.title, [c.description, '', ...c.lines], rgb));
    catalogues.push({ imageUrl: c.cover ? extra.shift()! : null, fileUrl: `/uploads/${filePath}`, filePath });
  }
  const logos = DEMO_REFERENCES.map((r) => (r.logoColour ? extra.shift()! : null));
  return { pictures, catalogues, logos, documents: await storeDemoDocuments(store) };
}

async function picture(store: SeedMedia, icon: Pictogram, colour: string, shade: number): Promise<string> {
  return store.image(await renderPng(pictureSvg(icon, colour, shade)));
}

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

function daysAgo(days: number, index: number): Date {
  // A few hours of spread inside the day, so products of one day still sort.
  return new Date(Date.now() - days * DAY - ((index * 7) % 23) * 3_600_000);
}

async function insertCatalogue(sql: Tx, drawn: Promise<Media>): Promise<void> {
  const parents: Row<'categories', 'id' | 'slug'>[] = await sql`
    INSERT INTO categories ${sql(
      CATEGORY_TREE.map((c, i) => ({ name: c.name, slug: c.slug, description: c.description, sort_order: i })),
      'name',
      'slug',
      'description',
      'sort_order',
    )} RETURNING id, slug`;
  const parentId = new Map<string, number>(parents.map((p) => [p.slug, p.id]));
  const children: Row<'categories', 'id' | 'slug'>[] = await sql`
    INSERT INTO categories ${sql(
      CATEGORY_TREE.flatMap((top) =>
        top.children.map((c, i) => ({
          name: c.name,
          slug: c.slug,
          description: c.description,
          parent_id: parentId.get(top.slug)!,
          sort_order: i,
        })),
      ),
      'name',
      'slug',
      'description',
      'parent_id',
      'sort_order',
    )} RETURNING id, slug`;
  const categoryId = new Map<string, number>(children.map((c) => [c.slug, c.id]));

  const slugs = new Set<string>();
  const productRows = DEMO_PRODUCTS.map((p, i) => {
    const active = (p.variants ?? []).filter((v) => v.isActive);
    const price = p.price ?? Math.min(...active.map((v) => Number(v.price))).toFixed(2);
    const stock = p.stock ?? active.reduce((sum, v) => sum + v.stock, 0);
    const created = daysAgo(p.daysAgo, i);
    return {
      name: p.name,
      slug: uniqueSlug(p.name, slugs),
      description: p.description,
      short_description: p.short,
      base_price: price,
      sku: p.sku,
      stock_quantity: stock,
      min_order_quantity: p.minOrder ?? 1,
      unit: p.unit,
      brand: deriveBrand(p.name),
      is_active: true,
      is_featured: p.featured ?? false,
      created_at: created,
      updated_at: created,
    };
  });
  const productId = await insertProductRows(sql, productRows);
  const idOf = (p: ProductSeed) => productId.get(p.sku)!;

  await insertProductParts(sql, {
    images: [],
    variants: DEMO_PRODUCTS.flatMap((p) =>
      (p.variants ?? []).map((v, i) => ({
        product_id: idOf(p),
        name: v.name,
        price: v.price,
        stock_quantity: v.stock,
        sku: v.sku,
        attributes: v.attributes,
        is_active: v.isActive,
        sort_order: i,
      })),
    ),
    links: DEMO_PRODUCTS.map((p) => ({ product_id: idOf(p), category_id: categoryId.get(p.category)! })),
  });
  await insertDemoAttributes(sql, DEMO_PRODUCTS, productId);
  const media = await drawn;
  await insertProductParts(sql, {
    variants: [],
    images: DEMO_PRODUCTS.flatMap((p) =>
      productPictureKeys(p).map((key, position) => ({ product_id: idOf(p), url: media.pictures.get(key)!, position })),
    ),
    links: [],
  });
  await insertDemoDocumentsAndRelations(sql, productId, media.documents);
}

async function insertContent(sql: Tx, media: Media): Promise<void> {
  const settings = Object.entries(DEMO_SETTINGS).map(([key, value]) => ({ key, value }));
  await sql`INSERT INTO settings ${sql(settings, 'key', 'value')}`;
  await sql`INSERT INTO pages ${sql(DEMO_PAGES, 'slug', 'title', 'content')}`;

  const catalogues = DEMO_CATALOGUES.map((c, i) => {
    const created = daysAgo(c.daysAgo, i);
    return {
      title: c.title,
      description: c.description,
      image_url: media.catalogues[i]!.imageUrl,
      file_url: media.catalogues[i]!.fileUrl,
      file_path: media.catalogues[i]!.filePath,
      is_active: c.isActive,
      created_at: created,
      updated_at: created,
    };
  });
  await sql`INSERT INTO catalogs ${sql(catalogues, 'title', 'description', 'image_url', 'file_url', 'file_path', 'is_active', 'created_at', 'updated_at')}`;

  const references = DEMO_REFERENCES.map((r, i) => ({
    company_name: r.companyName,
    logo_url: media.logos[i] ?? null,
    description: r.description,
    testimonial: r.testimonial ?? null,
    contact_person: r.contactPerson ?? null,
    is_active: r.isActive,
    sort_order: i,
  }));
  await sql`INSERT INTO company_references ${sql(references, 'company_name', 'logo_url', 'description', 'testimonial', 'contact_person', 'is_active', 'sort_order')}`;
}
