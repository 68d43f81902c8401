// Upload limits and their Turkish messages, shared by the admin panels (hints,
// early checks) and the server (enforcement).
export const MB = 1024 * 1024;
export const MAX_IMAGE_BYTES = 10 * MB;
export const MAX_PDF_BYTES = 30 * MB;
export const MAX_NEW_IMAGES = 5;
/** Decoded size limit: 40 megapixels is well above a 4000×3000 camera photo. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Everything a product form may carry in one request: five images plus the fields. */
export const PRODUCT_FORM_LIMIT = MAX_NEW_IMAGES * MAX_IMAGE_BYTES + MB;
export const FILE_FORM_LIMIT = MAX_PDF_BYTES + MB;

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

export const uploadMessages = {
  imageTooLarge: `Görsel dosyası ${MAX_IMAGE_BYTES / MB} MB'ı aşamaz`,
  pdfTooLarge: `PDF dosyası ${MAX_PDF_BYTES / MB} MB'ı aşamaz`,
  notAnImage: 'Dosya bir görsel olarak okunamadı',
  imageType: 'Yalnızca JPEG, PNG veya WebP görseller kabul edilir',
  tooManyPixels: `Görsel çok büyük (en fazla ${MAX_IMAGE_PIXELS / 1_000_000} megapiksel)`,
  notPdf: 'Katalog dosyası geçerli bir PDF değil',
  tooManyImages: `En fazla ${MAX_NEW_IMAGES} yeni görsel yüklenebilir`,
} as const;
