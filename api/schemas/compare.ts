// Product comparison (issue 47): the query, the answer and their Turkish refusals, shared by the
// API and the comparison page's island. Free of zod: the page's island stays small.
import type { ProductView } from './products.ts';

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export const compareMessages = {
  count: `En az ${COMPARE_MIN}, en fazla ${COMPARE_MAX} ürün karşılaştırılabilir`,
  badId: 'Ürün numaraları virgülle ayrılmış pozitif sayılar olmalıdır (ör. ids=1,2)',
  badSlug: 'Ürün adresleri geçersiz',
  both: 'ids veya urunler parametrelerinden yalnızca biri verilmelidir',
  twice: 'Aynı ürün birden fazla kez verilmiş',
  notFound: 'Karşılaştırılacak ürünlerden biri bulunamadı veya satışta değil',
  full: `En fazla ${COMPARE_MAX} ürün karşılaştırılabilir. Yeni bir ürün eklemek için önce birini çıkarın.`,
} as const;

export interface CompareRow {
  code: string;
  name: string;
  unit: string | null;
  /** One label per product, in the products' order ('2,5', 'C', 'Evet', '1,5 / 2,5'); null where missing. */
  values: (string | null)[];
  /** Not every product shows the same value (a missing one differs from any value). */
  differs: boolean;
}

export interface CompareAnswer {
  products: ProductView[];
  attributes: CompareRow[];
}

/** Products are named by ids (`ids=1,2`) or by their addresses (`urunler=slug1,slug2`), never both. */
export type CompareRefs = { ids: number[] } | { slugs: string[] };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The query's products, or a Turkish refusal (the same wording for the API and the page). */
export function parseCompareRefs(ids: string | null, slugs: string | null): CompareRefs | { error: string } {
  if (ids !== null && slugs !== null) return { error: compareMessages.both };
  const parts = (ids ?? slugs ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length < COMPARE_MIN || parts.length > COMPARE_MAX) return { error: compareMessages.count };
  if (new Set(parts).size !== parts.length) return { error: compareMessages.twice };
  if (ids !== null) {
    if (!parts.every((p) => /^[1-9]\d{0,9}$/.test(p) && Number(p) <= 2_147_483_647)) {
      return { error: compareMessages.badId };
    }
    return { ids: parts.map(Number) };
  }
  if (!parts.every((p) => p.length <= 200 && SLUG.test(p))) return { error: compareMessages.badSlug };
  return { slugs: parts };
}
