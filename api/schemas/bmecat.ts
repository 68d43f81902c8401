// Manufacturer catalogues in BMEcat 2005 (issue 47): the upload's limit, its answer and the
// Turkish messages, shared by the admin's upload dialog and the API.

const MAX_BMECAT_MB = 50;
export const MAX_BMECAT_BYTES = MAX_BMECAT_MB * 1024 * 1024;

export interface BmecatError {
  /** The article's SKU (SUPPLIER_AID / SUPPLIER_PID), or its position ('3. ürün') without one; null for the file. */
  article: string | null;
  message: string;
}

export interface BmecatResult {
  created: number;
  updated: number;
  errors: BmecatError[];
}

export const bmecatMessages = {
  fileMissing: 'Lütfen içe aktarılacak bir BMEcat (XML) dosyası seçin',
  notAForm: 'BMEcat dosyası form verisi (multipart/form-data, alan: file) olarak gönderilmelidir',
  tooLarge: `BMEcat dosyası ${MAX_BMECAT_MB} MB'ı aşamaz`,
  doctype:
    'Dosya bir DOCTYPE (DTD) bildirimi içeriyor. Güvenlik nedeniyle DTD ve dış varlık (entity) içeren dosyalar kabul edilmez; bildirimi kaldırıp yeniden yükleyin.',
  unreadable: (detail: string) => `Dosya okunamadı: geçerli bir XML değil${detail ? ` (${detail})` : ''}`,
  encoding: (name: string) => `Dosyanın karakter kodlaması desteklenmiyor: ${name} (UTF-8 kullanın)`,
  notBmecat: 'Dosya bir BMEcat kataloğu değil: kök öğe BMECAT olmalıdır',
  noTransaction: 'Dosyada T_NEW_CATALOG veya T_UPDATE_PRODUCTS bölümü bulunamadı',
  stopped: (count: number) => `Dosyanın okunması yarıda kaldı; ondan önceki ${count} ürün kaydedildi`,
  position: (n: number) => `${n}. ürün`,
  skuMissing: 'SUPPLIER_AID / SUPPLIER_PID (ürün kodu) yok',
  skuTooLong: 'Ürün kodu en fazla 100 karakter olabilir',
  skuTwice: 'Bu ürün kodu dosyada birden fazla kez geçiyor; yalnızca ilki alındı',
  textTooLong: (field: string) => `${field} çok uzun`,
  nameRequired: 'Yeni ürün için DESCRIPTION_SHORT (ürün adı) zorunludur',
  priceRequired: 'Yeni ürün için net_list türünde bir fiyat (ARTICLE_PRICE / PRODUCT_PRICE) zorunludur',
  price: (text: string) => `Fiyat geçerli bir tutar değil: '${text}'`,
  currency: (code: string) => `Fiyatın para birimi TRY olmalıdır; '${code}' dönüştürülmez`,
  deleteMode: 'mode="delete" desteklenmiyor; ürün değiştirilmedi (ürünü yönetim panelinden pasif yapın)',
  unknownFeature: (name: string) =>
    `Bilinmeyen özellik: '${name}' (ETIM kodu veya adıyla eşleşen özellik yok); atlandı`,
  featureValue: (name: string, message: string) => `Özellik '${name}': ${message}; atlandı`,
  unitMismatch: (name: string, unit: string, expected: string) =>
    `Özellik '${name}': birim '${unit}' beklenen '${expected}' değil; atlandı`,
  manyValues: (name: string) => `Özellik '${name}' birden fazla değer taşıyor; atlandı`,
  noValue: (name: string) => `Özellik '${name}' değer taşımıyor; atlandı`,
  saveFailed: 'Ürün kaydedilemedi (ürün kodu veya adresi başka bir kayıtla çakışıyor olabilir)',
} as const;
