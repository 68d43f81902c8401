import { z } from 'zod';
import { MAX_DB_INT } from './ids.ts';

// The marketplace screens' payloads, answers and Turkish messages, shared by the admin islands
// and the API (no server imports here).

export const CHANNELS = ['trendyol'] as const;
export type ChannelName = (typeof CHANNELS)[number];
export const CHANNEL_LABELS: Record<ChannelName, string> = { trendyol: 'Trendyol' };

export const channelMessages = {
  productNotFound: 'Ürün bulunamadı',
  variantNotFound: 'Bu ürünün böyle bir seçeneği yok',
  variantNeeded: 'Seçenekleri olan üründe her seçenek ayrı listelenir; seçeneği belirtin',
  duplicateItem: 'Aynı ürün veya seçenek listede bir kez yer alabilir',
  barcodeFormat: 'Barkod en çok 40 harf, rakam, nokta, tire veya alt çizgiden oluşmalıdır',
  barcodeNeeded: 'Trendyol’da satmak için barkod gerekir',
  barcodeTaken: (barcode: string, owner: string) => `${barcode} barkodu zaten kullanılıyor: ${owner}`,
  barcodeRepeated: (barcode: string) => `${barcode} barkodu listede birden fazla kez var`,
  markup: 'Fiyat farkı 0 ile 500 arasında, en çok iki ondalıklı bir yüzde olmalıdır',
  buffer: 'Ayrılan stok 0 ile 100.000 arasında bir tam sayı olmalıdır',
  itemsMax: 'Bir üründe en çok 500 satır gönderilebilir',
  unknownChannel: 'Bilinmeyen satış kanalı',
  refundOnMarketplace: 'Pazaryeri siparişinin ödemesini pazaryeri aldı; iadesi pazaryerinin panelinden yapılır',
  channelOff:
    'Trendyol kanalı kapalı: TRENDYOL_SELLER_ID, TRENDYOL_API_KEY ve TRENDYOL_API_SECRET ortam değişkenleri ayarlanmamış',
} as const;
const m = channelMessages;

/** What a barcode may hold (the dialog's field and the product sheet's column). */
export const BARCODE_PATTERN = /^[0-9A-Za-z._-]{1,40}$/;

/** A barcode as the admin types it: trimmed; empty means none. */
const barcode = z
  .union([z.string(), z.null()], { error: m.barcodeFormat })
  .transform((v) => v?.trim() || null)
  .refine((v) => v === null || BARCODE_PATTERN.test(v), m.barcodeFormat);

export const productChannelsInput = z.object({
  items: z
    .array(
      z.object({
        variantId: z.number().int().min(1).max(MAX_DB_INT).nullable(),
        barcode,
        trendyol: z.boolean(),
      }),
    )
    .max(500, m.itemsMax),
});
export type ProductChannelsInput = z.infer<typeof productChannelsInput>;

export interface ProductChannelItem {
  variantId: number | null;
  /** "Ürün" for a product without variants, else the variant's name. */
  name: string;
  barcode: string | null;
  trendyol: boolean;
  /** Trendyol's reason for the last failed item, until it goes through. */
  error: string | null;
}

export interface ProductChannels {
  enabled: boolean;
  items: ProductChannelItem[];
}

export const channelSettingsInput = z.object({
  priceMarkupPercent: z
    .union([z.number(), z.string().trim()])
    .transform((v) => String(v).replace(',', '.'))
    .pipe(z.string().regex(/^\d{1,3}(\.\d{1,2})?$/, m.markup))
    .refine((v) => Number(v) <= 500, m.markup),
  stockBuffer: z.number({ error: m.buffer }).int(m.buffer).min(0, m.buffer).max(100_000, m.buffer),
});
export type ChannelSettingsInput = z.infer<typeof channelSettingsInput>;

export interface ChannelStatus {
  channel: ChannelName;
  enabled: boolean;
  settings: { priceMarkupPercent: string; stockBuffer: number };
  listedCount: number;
  /** Listed items whose change has not gone out yet. */
  pendingCount: number;
  lastPush: { at: string | null; error: string | null };
  lastPull: { at: string | null; error: string | null };
  errors: { barcode: string; message: string }[];
  /** Order packages the shop could not take (unknown barcode, units gone): never dropped. */
  flagged: { packageId: string; orderNumber: string; problem: string; at: string }[];
}

/** A GTIN-13 (EAN-13): 13 digits whose last is the check digit of the other twelve. */
export function isGtin13(code: string | null): code is string {
  if (!code || !/^\d{13}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const sum = digits.slice(0, 12).reduce((s, d, i) => s + d * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}
