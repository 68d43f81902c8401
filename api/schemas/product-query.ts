// GET /api/products query: the rules for its parameters, read by the route and by the market
// from a shared link. Apart from products.ts, so zod loads in the browser only for such a link.
import { z } from 'zod';
import { MAX_DB_INT } from './ids.ts';
import { DEFAULT_QUERY, MAX_PAGE, MAX_PAGE_SIZE } from './products.ts';

const intText = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(min, { error: message }).max(max, { error: message }));
const amountText = (message: string) =>
  z.string({ error: message }).regex(/^\d{1,10}(\.\d{1,2})?$/, { error: message });
const attributeNumber = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^-?\d{1,9}(?:[.,]\d{1,6})?$/, { error: message })
    .transform((v) => v.replace(',', '.'))
    .optional();
const attributeFilter = z.object({
  values: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[a-z0-9_.-]{1,40}$/, { error: 'Geçersiz özellik değeri' }),
      { error: 'Geçersiz özellik değeri' },
    )
    .max(50, { error: 'Bir özellik için en fazla 50 değer seçilebilir' })
    .optional(),
  min: attributeNumber('Geçersiz en düşük özellik değeri'),
  max: attributeNumber('Geçersiz en yüksek özellik değeri'),
});
const flagText = (message: string) => z.enum(['true', 'false'], { error: message }).transform((v) => v === 'true');

/** GET /api/products query, read from URLSearchParams by `queryObject` (repeated keys become arrays). */
export const productQuerySchema = z
  .object({
    search: z
      .string()
      .trim()
      .max(200, { error: 'Arama metni en fazla 200 karakter olabilir' })
      .default(DEFAULT_QUERY.search),
    categoryIds: z
      .array(intText('Geçersiz kategori', 1, MAX_DB_INT), { error: 'Geçersiz kategori' })
      .max(100, { error: 'En fazla 100 kategori seçilebilir' })
      .default([]),
    sortBy: z
      .enum(['name', 'price', 'featured', 'created'], { error: 'Geçersiz sıralama seçeneği' })
      .default(DEFAULT_QUERY.sortBy),
    page: intText(`Sayfa numarası 1 ile ${MAX_PAGE} arasında olmalıdır`, 1, MAX_PAGE).default(DEFAULT_QUERY.page),
    pageSize: intText(`Sayfa boyutu 1 ile ${MAX_PAGE_SIZE} arasında olmalıdır`, 1, MAX_PAGE_SIZE).default(
      DEFAULT_QUERY.pageSize,
    ),
    minPrice: amountText('Geçersiz en düşük fiyat').optional(),
    maxPrice: amountText('Geçersiz en yüksek fiyat').optional(),
    brands: z
      .array(z.string().trim().min(1, { error: 'Geçersiz marka' }).max(100, { error: 'Geçersiz marka' }), {
        error: 'Geçersiz marka',
      })
      .max(100, { error: 'En fazla 100 marka seçilebilir' })
      .default([]),
    inStockOnly: flagText('inStockOnly yalnızca true veya false olabilir').default(DEFAULT_QUERY.inStockOnly),
    featuredOnly: flagText('featuredOnly yalnızca true veya false olabilir').default(DEFAULT_QUERY.featuredOnly),
    attributes: z
      .record(z.string().regex(/^[a-z0-9_]{1,40}$/, { error: 'Geçersiz özellik kodu' }), attributeFilter, {
        error: 'Geçersiz özellik filtresi',
      })
      .refine((a) => Object.keys(a).length <= 10, { error: 'En fazla 10 özellik filtresi seçilebilir' })
      .default({}),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || Number(q.minPrice) <= Number(q.maxPrice), {
    error: 'En düşük fiyat en yüksek fiyattan büyük olamaz',
  })
  .refine(
    (q) =>
      Object.values(q.attributes).every(
        (f) => f.min === undefined || f.max === undefined || Number(f.min) <= Number(f.max),
      ),
    { error: 'En düşük özellik değeri en yüksek değerden büyük olamaz' },
  );
export type ProductQuery = z.output<typeof productQuerySchema>;
