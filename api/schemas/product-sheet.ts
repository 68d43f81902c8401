import { SHIPPING_MESSAGES } from '../features/shipping/schemas.ts';
import { channelMessages } from './marketplace.ts';
// The product spreadsheet (export and import), shared by the import screen and the API:
// its columns, its answer and the Turkish messages (how cells are read: services/catalogue/sheet/sheet-cells.ts).

/** One row per variant (a product without variants is one row), in this order. */
export const SHEET_COLUMNS = [
  'sku',
  'product_name',
  'variant_name',
  'category_path',
  'brand',
  'price',
  'stock',
  'vat_rate',
  'min_order_quantity',
  'order_step',
  'active',
  'description',
  'images',
  // A product's shipping measures (decision 0314): the same on each of its variants' rows.
  'weight_kg',
  'width_cm',
  'length_cm',
  'height_cm',
  // The Trendyol channel (issue 51): the row's barcode (unique across products and variants) and
  // whether the row's item is sold there (evet/hayır).
  'barcode',
  'trendyol',
] as const;
export type SheetColumn = (typeof SHEET_COLUMNS)[number];

/**
 * After `price`, one column per price group holds its explicit price for the row (decision 0285):
 * 'Grup fiyatı: Bayi'. The import reads the prefix and the name case-insensitively, in Turkish.
 */
export const GROUP_COLUMN_PREFIX = 'Grup fiyatı: ';
export const groupColumn = (groupName: string) => `${GROUP_COLUMN_PREFIX}${groupName}`;

/**
 * After the sheet's columns, one column per attribute holds the row's technical value (issue 47,
 * decision 0387): 'özellik:kesit'. A number with a decimal comma, a choice by its code, a boolean
 * as evet/hayır; on a variant's row the variant's value (its own, else the product's).
 */
export const ATTRIBUTE_COLUMN_PREFIX = 'özellik:';
export const attributeColumn = (code: string) => `${ATTRIBUTE_COLUMN_PREFIX}${code}`;

/** Separates several category paths or image names in one cell. */
export const LIST_SEPARATOR = '|';
/** Separates a parent category from its child: 'Kablolar > NYY Kablolar'. */
export const PATH_SEPARATOR = '>';
export const VAT_RATES = [0, 1, 10, 20] as const;
const MAX_IMPORT_MB = 20;
export const MAX_IMPORT_BYTES = MAX_IMPORT_MB * 1024 * 1024;
export const MAX_IMPORT_ROWS = 50_000;
/**
 * The used range an XLSX sheet may have: the columns above, the price groups' and the
 * attributes' (one each) plus room for the admin's own notes, and the rows a file may import plus its header. A cell beyond them (a stray mark in
 * column XFD, a format on row 1,048,576) makes the reader refuse the file before spreading it.
 */
export const MAX_SHEET_COLUMNS = 200;
export const MAX_SHEET_ROWS = MAX_IMPORT_ROWS + 1;

export interface RowError {
  /** The line in the spreadsheet (the header is line 1). */
  row: number;
  /** A group price column is named by its header as the file writes it. */
  column: SheetColumn | (string & {}) | null;
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
  weightKg: SHIPPING_MESSAGES.weightKg,
  dimension: SHIPPING_MESSAGES.dimension,
  dimensionsIncomplete: SHIPPING_MESSAGES.dimensionsIncomplete,
  unreadable: 'Dosya okunamadı. CSV (; , veya sekme ile ayrılmış) ya da XLSX dosyası yükleyin.',
  fileMissing: 'Lütfen içe aktarılacak bir CSV veya XLSX dosyası seçin',
  tooLarge: `İçe aktarma dosyası ${MAX_IMPORT_MB} MB'ı aşamaz`,
  empty: 'Dosyada ürün satırı bulunamadı',
  tooManyRows: `Bir dosyada en fazla ${MAX_IMPORT_ROWS.toLocaleString('tr-TR')} satır içe aktarılabilir`,
  sheetTooWide:
    `Tablonun kullanılan alanı çok büyük: en fazla ${MAX_SHEET_COLUMNS} sütun (A–GR) ve başlık dahil ` +
    `${MAX_SHEET_ROWS.toLocaleString('tr-TR')} satır kullanılabilir, dosya en fazla ${MAX_IMPORT_MB} MB olabilir. ` +
    'Uzaktaki boş görünen hücreleri (biçim ya da boşluk içerenleri) silip yeniden deneyin.',
  skuColumnMissing: 'Dosyanın ilk satırında "sku" sütunu bulunmalıdır',
  unknownColumn: (name: string) => `Bilinmeyen sütun: "${name}"`,
  unknownGroupColumn: (header: string) => `Bilinmeyen fiyat grubu sütunu: "${header}" (önce fiyat grubunu oluşturun)`,
  unknownAttributeColumn: (header: string) => `Bilinmeyen özellik sütunu: "${header}" (önce özelliği tanımlayın)`,
  attributeColumnTwice: (header: string) => `Aynı özellik için birden fazla sütun var: "${header}"`,
  groupColumnTwice: (header: string) => `Aynı fiyat grubu için birden fazla sütun var: "${header}"`,
  groupsChanged: 'Fiyat grupları içe aktarma sırasında değişti; lütfen yeniden deneyin',
  groupPrice: 'Grup fiyatı 0 veya daha büyük, en fazla iki ondalıklı bir tutar olmalıdır (ör. 1249,90)',
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
  orderStep: 'Sipariş katı 1 ile 9999 arasında bir tam sayı olmalıdır',
  minNotAStep: 'Minimum sipariş, sipariş katının bir katı olmalıdır (ör. kat 100 ise 100, 200…)',
  active: 'Aktif sütunu "evet" veya "hayır" olmalıdır',
  categoryDepth: 'Kategori en fazla iki düzeyli olabilir (ör. Kablolar > NYY Kablolar)',
  categoryName: 'Kategori adı boş veya 200 karakterden uzun olamaz',
  imageUrl: 'Görsel adresi verilemez; görseli önce yükleyip adını yazın',
  imageMissing: (name: string) => `Görsel bulunamadı: ${name}`,
  barcodeFormat: channelMessages.barcodeFormat,
  barcodeNeeded: channelMessages.barcodeNeeded,
  barcodeTaken: channelMessages.barcodeTaken,
  barcodeTwice: (barcode: string, row: number) => `${barcode} barkodu dosyanın ${row}. satırında da var`,
  trendyol: 'Trendyol sütunu "evet" veya "hayır" olmalıdır',
  differsInProduct: (row: number) => `Aynı ürünün ${row}. satırındaki değerden farklı`,
  ambiguousProduct: (name: string) => `"${name}" adında birden fazla ürün var; seçenek hangisine eklenecek belli değil`,
  variantsOfTwoProducts: 'Bu ad altındaki seçenekler farklı ürünlere ait',
} as const;
