import { z } from 'zod';
import { countSchema, idSchema } from './ids.ts';
import type { Pagination } from './pagination.ts';
import { amount as amountField } from './admin-fields.ts';

// The admin product table (server-paginated, sortable, filtered) and its bulk actions,
// shared by the products panel and the API. The URL of the panel carries the same query.

export const ADMIN_TABLE_PAGE_SIZE = 50;
export const LOW_STOCK_KEY = 'low_stock_threshold';
export const DEFAULT_LOW_STOCK = 5;

export const TABLE_SORTS = ['name', 'sku', 'brand', 'price', 'stock', 'vat', 'active', 'created'] as const;
export type TableSort = (typeof TABLE_SORTS)[number];
export const STOCK_STATES = [
  { value: 'in', label: 'Stokta' },
  { value: 'low', label: 'Az kaldı' },
  { value: 'out', label: 'Tükendi' },
] as const;

const id = z.coerce.number<string>().pipe(idSchema('Geçersiz kategori'));

/** Which products: the filters of the table (also "all results of this filter" for bulk actions). */
export const tableFilterSchema = z.object({
  search: z.string().trim().max(200, 'Arama metni en fazla 200 karakter olabilir').catch(''),
  categoryId: id.optional().catch(undefined),
  brand: z.string().trim().min(1).max(100).optional().catch(undefined),
  stock: z.enum(['in', 'low', 'out']).optional().catch(undefined),
  active: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .catch(undefined),
});
export type TableFilter = z.output<typeof tableFilterSchema>;

/** The table's query string; anything unreadable falls back to the default view. */
export const tableQuerySchema = tableFilterSchema.extend({
  page: z.coerce.number<string>().int().min(1).max(100_000).catch(1),
  sort: z.enum(TABLE_SORTS).catch('name'),
  dir: z.enum(['asc', 'desc']).catch('asc'),
});
export type TableQuery = z.output<typeof tableQuerySchema>;

export interface ProductTableRow {
  id: number;
  name: string;
  sku: string | null;
  image: string | null;
  categories: string[];
  brand: string | null;
  /** Lowest active variant price, else the base price ("46.90"). */
  price: string;
  /** Stock of the active variants together, else the product's. */
  stock: number;
  vatRate: number;
  active: boolean;
  variantCount: number;
  /** On Trendyol (issue 51): some item listed, some item refused there (its reason in the dialog), or neither. */
  trendyol: 'listed' | 'error' | null;
}

export interface ProductTablePage {
  rows: ProductTableRow[];
  pagination: Pagination;
  lowStockThreshold: number;
}

const signedAmount = amountField('Tutar geçerli bir sayı olmalıdır (ör. 10 veya -2,50)', { signed: true });
const percent = z
  .string()
  .trim()
  .transform((v) => v.replace(',', '.'))
  .refine(
    (v) => /^-?\d{1,4}(\.\d{1,2})?$/.test(v) && Number(v) > -100 && Number(v) <= 1000,
    'Yüzde -99,99 ile 1000 arasında olmalıdır',
  );

const selection = {
  /** The chosen rows, or … */
  ids: z
    .array(idSchema('Ürün seçimi geçersiz'), { error: 'Ürün seçimi geçersiz' })
    .max(10_000, 'En fazla 10.000 ürün seçilebilir')
    .optional(),
  /** … every product of this filter. */
  filter: tableFilterSchema.optional(),
};

export const bulkActionSchema = z
  .discriminatedUnion(
    'action',
    [
      z.object({ action: z.literal('activate'), ...selection }),
      z.object({ action: z.literal('deactivate'), ...selection }),
      z.object({ action: z.literal('delete'), ...selection }),
      z.object({
        action: z.literal('move'),
        categoryId: idSchema('Kategori seçiniz'),
        ...selection,
      }),
      z.object({ action: z.literal('price-percent'), value: percent, ...selection }),
      z.object({ action: z.literal('price-amount'), value: signedAmount, ...selection }),
      z.object({
        action: z.literal('stock'),
        value: countSchema('Stok 0 veya daha büyük bir tam sayı olmalıdır', 0, 1_000_000_000),
        ...selection,
      }),
    ],
    { error: 'Geçersiz toplu işlem' },
  )
  .refine(
    (a) => (a.ids === undefined) !== (a.filter === undefined),
    'Ürünleri seçin veya filtredeki tüm sonuçları seçin',
  );
export type BulkAction = z.output<typeof bulkActionSchema>;

export const bulkMessages = {
  done: (changed: number) => `${changed.toLocaleString('tr-TR')} ürün güncellendi`,
  deleted: (changed: number) => `${changed.toLocaleString('tr-TR')} ürün silindi`,
  failed: 'Toplu işlem yapılamadı',
  confirmDelete: (count: number) =>
    `Seçilen ${count.toLocaleString('tr-TR')} ürünü silmek istediğinize emin misiniz? Bu işlem geri alınamaz.`,
  negativePrice: 'Bu işlem bazı fiyatları sıfırın altına düşürür; hiçbir fiyat değiştirilmedi',
  unknownCategory: 'Seçilen kategori bulunamadı',
} as const;

export const BULK_ACTION_LABELS: Record<BulkAction['action'], string> = {
  activate: 'Aktif yap',
  deactivate: 'Pasif yap',
  move: 'Kategoriye taşı',
  'price-percent': 'Fiyatı yüzde değiştir',
  'price-amount': 'Fiyatı tutar kadar değiştir',
  stock: 'Stoğu ayarla',
  delete: 'Sil',
};
