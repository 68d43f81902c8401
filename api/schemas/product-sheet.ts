// The product spreadsheet (export and import), shared by the import screen and the API:
// its columns, how cells are read (Turkish decimal commas, evet/hayır) and the Turkish messages.

/** One row per variant (a product without variants is one row), in this order. */
export const SHEET_COLUMNS = [
  'sku', 'product_name', 'variant_name', 'category_path', 'brand', 'price', 'stock',
  'vat_rate', 'min_order_quantity', 'active', 'description', 'images',
] as const;
export type SheetColumn = (typeof SHEET_COLUMNS)[number];

/** Separates several category paths or image names in one cell. */
export const LIST_SEPARATOR = '|';
/** Separates a parent category from its child: 'Kablolar > NYY Kablolar'. */
export const PATH_SEPARATOR = '>';
export const VAT_RATES = [0, 1, 10, 20] as const;
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 50_000;

export interface RowError {
  /** The line in the spreadsheet (the header is line 1). */
  row: number;
  column: SheetColumn | null;
  message: string;
}

export interface ImportSummary {
  created: number;
  updated: number;
  unchanged: number;
  errors: RowError[];
  /** Categories the import creates (or would create, in a dry run). */
  categoriesCreated: number;
  dryRun: boolean;
  /** Rows left out because they had errors (only when bad rows are skipped). */
  skipped: number;
}

export const sheetMessages = {
  unreadable: 'Dosya okunamadı. CSV (; , veya sekme ile ayrılmış) ya da XLSX dosyası yükleyin.',
  fileMissing: 'Lütfen içe aktarılacak bir CSV veya XLSX dosyası seçin',
  tooLarge: "İçe aktarma dosyası 20 MB'ı aşamaz",
  empty: 'Dosyada ürün satırı bulunamadı',
  tooManyRows: `Bir dosyada en fazla ${MAX_IMPORT_ROWS.toLocaleString('tr-TR')} satır içe aktarılabilir`,
  skuColumnMissing: 'Dosyanın ilk satırında "sku" sütunu bulunmalıdır',
  unknownColumn: (name: string) => `Bilinmeyen sütun: "${name}"`,
  notApplied: (count: number) => `Dosyada ${count} hata var; hiçbir değişiklik yapılmadı`,
  skuRequired: 'SKU zorunludur',
  skuTooLong: 'SKU en fazla 100 karakter olabilir',
  skuTwice: (row: number) => `Bu SKU dosyanın ${row}. satırında da var`,
  nameRequired: 'Yeni ürün için ürün adı zorunludur',
  nameTooLong: 'Ürün adı en fazla 300 karakter olabilir',
  variantNameTooLong: 'Seçenek adı en fazla 200 karakter olabilir',
  variantNameRequired: 'Bu SKU bir ürün seçeneğine ait; seçenek adı boş bırakılamaz',
  productSkuWithVariant: 'Bu SKU seçeneği olmayan bir ürüne ait; seçenek adı verilemez',
  priceRequired: 'Yeni satır için fiyat zorunludur',
  price: 'Fiyat geçerli bir tutar olmalıdır (ör. 1249,90)',
  stockRequired: 'Yeni satır için stok zorunludur',
  stock: 'Stok 0 veya daha büyük bir tam sayı olmalıdır',
  vatRate: 'KDV oranı 0, 1, 10 veya 20 olmalıdır',
  minOrder: 'Minimum sipariş 1 veya daha büyük bir tam sayı olmalıdır',
  active: 'Aktif sütunu "evet" veya "hayır" olmalıdır',
  categoryDepth: 'Kategori en fazla iki düzeyli olabilir (ör. Kablolar > NYY Kablolar)',
  categoryName: 'Kategori adı boş veya 200 karakterden uzun olamaz',
  imageUrl: 'Görsel adresi verilemez; görseli önce yükleyip adını yazın',
  imageMissing: (name: string) => `Görsel bulunamadı: ${name}`,
  differsInProduct: (row: number) => `Aynı ürünün ${row}. satırındaki değerden farklı`,
  ambiguousProduct: (name: string) => `"${name}" adında birden fazla ürün var; seçenek hangisine eklenecek belli değil`,
  variantsOfTwoProducts: 'Bu ad altındaki seçenekler farklı ürünlere ait',
} as const;

/**
 * An amount in lira with at most two decimals, as a spreadsheet holds it: '1249,90',
 * '1.249,90', '1249.90', '1,249.90', '₺1.249,90' or a number. A group of exactly three
 * digits after a separator is thousands (amounts never have three decimals).
 */
export function parseAmount(value: string): string | null {
  const text = value.replace(/[\s\u00a0₺]|TL$/gi, '');
  let normal: string;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(text)) normal = text.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(text)) normal = text.replace(/,/g, '');
  else if (/^\d{1,10}([.,]\d{1,2})?$/.test(text)) normal = text.replace(',', '.');
  else return null;
  const [whole = '0', fraction = ''] = normal.split('.');
  if (whole.replace(/^0+(?=\d)/, '').length > 10) return null;
  return `${BigInt(whole)}.${fraction.padEnd(2, '0')}`;
}

/** A whole number of at least `min` ('12', '12,0' from a spreadsheet, 12), else null. */
export function parseWholeNumber(value: string, min = 0): number | null {
  const text = value.replace(/[\s\u00a0]/g, '').replace(/[.,]0+$/, '');
  if (!/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n >= min ? n : null;
}

const YES = new Set(['evet', 'e', 'aktif', 'true', '1', 'yes', 'var']);
const NO = new Set(['hayır', 'hayir', 'h', 'pasif', 'false', '0', 'no', 'yok']);

export function parseFlag(value: string): boolean | null {
  const text = value.trim().toLocaleLowerCase('tr-TR');
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  return null;
}

/** '1249.90' → '1249,90': the decimal comma Turkish Excel reads as a number. */
export const formatSheetAmount = (amount: string) => amount.replace('.', ',');
export const formatSheetFlag = (flag: boolean) => (flag ? 'evet' : 'hayır');
