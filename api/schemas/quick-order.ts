import { z } from 'zod';
import './zod-turkish.ts';
import { MAX_LINE_QUANTITY } from './cart.ts';

// Quick order (POST /api/cart/quick-add): its request, answer, limits and Turkish messages,
// shared by the /hizli-siparis island and the API. How pasted text and file rows become
// lines: quick-order-lines.ts.

export const MAX_QUICK_ORDER_LINES = 200;
export const MAX_CODE_LENGTH = 100;
/** A quick-order file holds at most 200 lines: 1 MB is plenty for CSV and XLSX alike. */
export const MAX_QUICK_ORDER_FILE_BYTES = 1024 * 1024;

export const QUICK_ORDER_MESSAGES = {
  noLines: 'Lütfen en az bir satır girin (ürün kodu ve adet)',
  tooManyLines: `Hızlı siparişte en fazla ${MAX_QUICK_ORDER_LINES} satır gönderilebilir; listeyi bölerek ekleyin`,
  linesInvalid: 'Satırlar { sku, quantity } biçiminde olmalıdır',
  codeMissing: 'Ürün kodu boş',
  codeTooLong: `Ürün kodu en fazla ${MAX_CODE_LENGTH} karakter olabilir`,
  unknownCode: 'Bu kodla satışta bir ürün bulunamadı',
  ambiguousCode: 'Bu kod birden fazla ürüne uyuyor; kodu büyük-küçük harfleriyle tam yazın',
  quantityInvalid: `Adet 1 ile ${MAX_LINE_QUANTITY.toLocaleString('tr-TR')} arasında bir tam sayı olmalıdır`,
  variantCodeNeeded: (codes: string[]) =>
    codes.length === 0
      ? 'Bu ürünün seçenekleri var; ürün sayfasından bir seçenek seçerek ekleyin'
      : `Bu ürünün seçenekleri var; seçenek kodunu yazın: ${codes.slice(0, 10).join(', ')}${codes.length > 10 ? ', …' : ''}`,
  fileMissing: 'Lütfen bir CSV veya XLSX dosyası seçin',
  fileTooLarge: `Hızlı sipariş dosyası en fazla ${MAX_QUICK_ORDER_FILE_BYTES / (1024 * 1024)} MB olabilir`,
  fileUnreadable: 'Dosya okunamadı. CSV (; , veya sekme ile ayrılmış) ya da XLSX dosyası yükleyin.',
  fileTooComplex:
    'Dosya hızlı sipariş için fazla büyük: içindeki tablo, metinler veya sütunlar sınırı aşıyor. ' +
    'Yalnızca ürün kodu ve adet sütunlarını içeren bir dosya yükleyin.',
  filesBusy: 'Şu anda çok sayıda dosya okunuyor. Lütfen biraz sonra tekrar deneyin.',
} as const;

/** A line as sent: the code, and the quantity as a number (anything else is reported on its line). */
const lineSchema = z.object({
  sku: z.string(QUICK_ORDER_MESSAGES.linesInvalid),
  quantity: z.unknown(),
});

export const quickAddSchema = z.object({
  lines: z
    .array(lineSchema, QUICK_ORDER_MESSAGES.linesInvalid)
    .min(1, QUICK_ORDER_MESSAGES.noLines)
    .max(MAX_QUICK_ORDER_LINES, QUICK_ORDER_MESSAGES.tooManyLines),
});
export type QuickAddInput = z.infer<typeof quickAddSchema>;

export interface QuickAddResult {
  /** The lines that went into the cart; `line` is the line's number (1-based, as the request or file numbers it). */
  added: { line: number; sku: string; quantity: number }[];
  errors: { line: number; sku: string; message: string }[];
}
