import type { Sql, Tx } from '#db/connection.ts';
import { invalid, isDomainError, tooLarge } from '#api/core/errors.ts';
import { bmecatMessages as m, MAX_BMECAT_BYTES, type BmecatError, type BmecatResult } from '#api/schemas/bmecat.ts';
import { attributeDefinitions, applyValueChanges, type ValueChange } from '../attributes/attribute-cells.ts';
import type { SheetRow } from '../sheet/sheet-rows.ts';
import { planImport } from '../sheet/import-plan.ts';
import { writePlan } from '../sheet/import-write.ts';
import { readBmecat, BmecatRefused, type BmecatArticle } from './bmecat-read.ts';
import { featureMapper, type MappedFeature } from './bmecat-features.ts';

// A manufacturer's catalogue becomes products through the spreadsheet import's plan and writer
// (planImport, writePlan: the catalogue's bulk save path, its rules and triggers) and the
// attribute values' one writer, a batch of articles per transaction (decision 0386).

const BATCH = 200;

interface Prepared {
  article: string;
  row: SheetRow;
  features: MappedFeature[];
}

/** Imports a BMEcat 2005 file read from `stream`; refuses a file it may not read (DTD, size, not BMEcat). */
export async function importBmecat(
  sql: Sql,
  stream: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): Promise<BmecatResult> {
  const result: BmecatResult = { created: 0, updated: 0, errors: [] };
  const mapFeatures = featureMapper(await attributeDefinitions(sql));
  const seen = new Set<string>();
  try {
    await readBmecat(
      stream,
      async (articles) => {
        const prepared = articles.flatMap((a) => prepare(a, seen, mapFeatures, result.errors));
        await saveBatch(sql, prepared, result);
      },
      { batchSize: BATCH, maxBytes: MAX_BMECAT_BYTES, signal },
    );
  } catch (error) {
    if (!(error instanceof BmecatRefused)) throw error;
    const saved = result.created + result.updated;
    // Refused before anything was saved: the whole file is refused; later, what was saved stays and is said.
    if (saved === 0) throw refusal(error);
    result.errors.push({ article: null, message: `${m.stopped(saved)}: ${refusal(error).message}` });
  }
  if (result.created + result.updated > 1000) await sql`ANALYZE products, product_variants, product_attribute_values`;
  return result;
}

function refusal(error: BmecatRefused) {
  switch (error.reason) {
    case 'doctype':
      return invalid(m.doctype);
    case 'size':
      return tooLarge(m.tooLarge);
    case 'encoding':
      return invalid(m.encoding(error.detail));
    case 'not-bmecat':
      return invalid(m.notBmecat);
    case 'no-transaction':
      return invalid(m.noTransaction);
    default:
      return invalid(m.unreadable(error.detail));
  }
}

const MONEY = /^(\d{1,10})(?:\.(\d+))?$/;

/** An xsd:decimal price ('12.5', '12.3456') to the kuruş, half up; null if it is none. */
export function xmlAmount(text: string): string | null {
  const match = MONEY.exec(text.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(3, '0');
  let kurus = BigInt(match[1]!) * 100n + BigInt(fraction.slice(0, 2));
  if (Number(fraction[2]) >= 5) kurus += 1n;
  return `${kurus / 100n}.${String(kurus % 100n).padStart(2, '0')}`;
}

/** An article checked on its own: a row for the plan and its mapped features, or errors. */
function prepare(
  a: BmecatArticle,
  seen: Set<string>,
  mapFeatures: ReturnType<typeof featureMapper>,
  errors: BmecatError[],
): Prepared[] {
  const article = a.sku ?? m.position(a.position);
  const fail = (message: string) => (errors.push({ article, message }), []);
  if (!a.sku) return fail(m.skuMissing);
  if (a.sku.length > 100) return fail(m.skuTooLong);
  if (seen.has(a.sku)) return fail(m.skuTwice);
  seen.add(a.sku);
  if (a.mode === 'delete') return fail(m.deleteMode);
  if (a.tooLong.length) return fail(m.textTooLong(a.tooLong.join(', ')));
  let price: string | undefined;
  if (a.price) {
    const currency = a.price.currency?.toUpperCase();
    if (currency && currency !== 'TRY' && currency !== 'TL') return fail(m.currency(a.price.currency!));
    price = xmlAmount(a.price.amount) ?? undefined;
    if (price === undefined) return fail(m.price(a.price.amount));
  }
  const { mapped, problems } = mapFeatures(a.features);
  for (const message of problems) errors.push({ article, message });
  const row: SheetRow = { line: a.position, sku: a.sku, productName: a.name, price };
  if (a.description !== undefined) row.description = a.description;
  if (a.brand !== undefined) row.brand = a.brand.slice(0, 100);
  return [{ article, row, features: mapped }];
}

/** One transaction for the batch; if it fails, each article alone, so one bad article stops no other. */
async function saveBatch(sql: Sql, prepared: Prepared[], result: BmecatResult) {
  if (!prepared.length) return;
  try {
    const counts = await sql.begin((tx) => saveArticles(tx, prepared, result.errors));
    result.created += counts.created;
    result.updated += counts.updated;
  } catch (error) {
    if (!isSaveFailure(error)) throw error;
    if (prepared.length === 1) {
      result.errors.push({
        article: prepared[0]!.article,
        message: isDomainError(error) ? error.message : m.saveFailed,
      });
      return;
    }
    for (const one of prepared) await saveBatch(sql, [one], result);
  }
}

const isSaveFailure = (error: unknown) =>
  isDomainError(error) || typeof (error as { code?: unknown }).code === 'string';

/**
 * Plans and writes the articles. An article whose SKU is a variant's updates that variant (its
 * price and values; the product's name and texts stay). A new one is a product, active, out of stock.
 */
async function saveArticles(tx: Tx, prepared: Prepared[], errors: BmecatError[]) {
  const skus = prepared.map((p) => p.row.sku);
  const known = await tx<{ sku: string; variant_id: number | null; variant_name: string | null }[]>`
    SELECT sku, id AS variant_id, name AS variant_name FROM product_variants WHERE sku = ANY(${skus}::text[])
    UNION ALL SELECT sku, NULL, NULL FROM products WHERE sku = ANY(${skus}::text[])`;
  const bySku = new Map<string, (typeof known)[number]>();
  for (const k of known) if (!bySku.has(k.sku) || k.variant_id !== null) bySku.set(k.sku, k);
  const rows: Prepared[] = [];
  for (const p of prepared) {
    const existing = bySku.get(p.row.sku);
    if (existing?.variant_id != null) {
      p.row = { line: p.row.line, sku: p.row.sku, variantName: existing.variant_name, price: p.row.price };
    } else if (!existing) {
      if (!p.row.productName) {
        errors.push({ article: p.article, message: m.nameRequired });
        continue;
      }
      if (p.row.price === undefined) {
        errors.push({ article: p.article, message: m.priceRequired });
        continue;
      }
      p.row.stock = 0;
    }
    rows.push(p);
  }
  const plan = await planImport(
    tx,
    rows.map((r) => r.row),
  );
  const byLine = new Map(rows.map((r) => [r.row.line, r]));
  for (const e of plan.errors) errors.push({ article: byLine.get(e.row)!.article, message: e.message });
  await writePlan(tx, plan.products, await plan.categories.create());
  const changes: ValueChange[] = [];
  let created = 0;
  let updated = 0;
  for (const product of plan.products) {
    for (const { line, isNew } of product.lines) {
      const r = byLine.get(line)!;
      const variantId = product.variants.find((v) => v.line === line)?.id ?? null;
      for (const f of r.features) changes.push({ productId: product.id!, variantId, ...f });
      if (isNew) created++;
      else updated++;
    }
  }
  await applyValueChanges(tx, changes);
  return { created, updated };
}
