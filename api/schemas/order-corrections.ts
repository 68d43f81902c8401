import { z } from 'zod';
import { ADDRESS_MESSAGES } from './addresses.ts';
import { checkPlace } from './place-rules.ts';
import { idSchema } from './ids.ts';

// POST /api/admin/orders/{id}/correction (decision 0403): the admin corrects an unshipped order's
// lines or delivery address. A line names the order's line (orderItemId) with the units the buyer
// should get in the end (0 takes it off), or a product (and variant) to add. Prices never come
// from here: existing lines keep the order's own, added ones take the shop's price for the buyer.

export const CORRECTION_MESSAGES = {
  nothing: 'Düzeltilecek bir satır ya da adres giriniz',
  line: 'Her satır için sipariş satırını ya da eklenecek ürünü ve miktarı giriniz',
  quantity: 'Miktar 0 ile 100.000 arasında bir tam sayı olmalıdır',
  address: 'Teslimat adresi en az 10 karakter olmalıdır',
  unknownLine: 'Bu sipariş satırı siparişte yok',
  unknownProduct: 'Eklenecek ürün bulunamadı ya da satışta değil',
  variantNeeded: 'Bu ürün için bir seçenek (varyant) seçiniz',
  twice: 'Aynı satır ya da ürün bir düzeltmede bir kez yazılabilir',
  unchanged: 'Girilen değerler siparişte zaten böyle; değişiklik yok',
  shipped: 'Kargoya verilmiş bir sipariş düzeltilemez.',
  closed: 'İptal edilmiş ya da iadesi tamamlanmış bir sipariş düzeltilemez.',
  unpaid: 'Ödemesi alınmamış bir sipariş düzeltilemez; siparişi iptal edip yenisini oluşturun.',
  labelled: 'Bu sipariş için kargo etiketi oluşturulmuş; düzeltilemez.',
  shipmentPending:
    'Kargo firması bu siparişin gönderisine henüz yanıt vermedi; önce "Kargo etiketi oluştur" ile sonucu alın.',
  invoiced: 'Bu siparişin e-faturası düzenlendi: ürün eklenemez, miktar artırılamaz (azaltma iade olarak yapılabilir).',
  discounted:
    'İndirim uygulanmış bir siparişte miktar artırılamaz, ürün eklenemez; ek ürünler için yeni sipariş oluşturun.',
  allGone: 'Tüm satırlar çıkarılamaz; siparişi iptal etmek için iade / iptal bölümünü kullanın.',
  noStock: (name: string, available: number) =>
    `${name}: stokta yeterli ürün yok (eklenebilecek en fazla ${available.toLocaleString('tr-TR')})`,
  stockGone: 'Eklenecek ürünlerden biri bu arada tükendi; düzeltme yapılmadı.',
  stockGoneAfterRefund:
    'Azaltılan satırların iadesi yapıldı, ancak eklenecek ürünler bu arada tükendi; ekleme yapılmadı.',
  done: 'Sipariş düzeltildi',
  noDue: 'Bu siparişte beklenen bir düzeltme farkı yok.',
  settled: 'Düzeltme farkının alındığı kaydedildi',
  dueFirst: (amount: string) =>
    `Düzeltmeden müşteriden istenen fark (${amount}) henüz alınmadı; kargoya vermeden önce "Fark alındı" ile kaydedin.`,
} as const;

const m = CORRECTION_MESSAGES;
const quantity = z.number(m.quantity).int(m.quantity).min(0, m.quantity).max(100_000, m.quantity);

const line = z.union([
  z.object({ orderItemId: idSchema(m.line), quantity }).strict(),
  z.object({ productId: idSchema(m.line), variantId: idSchema(m.line).nullable().default(null), quantity }).strict(),
]);

const address = z
  .object({
    address: z.string(m.address).trim().min(10, m.address).max(500, m.address),
    city: z.string(ADDRESS_MESSAGES.province).trim(),
    district: z.string(ADDRESS_MESSAGES.district).trim(),
    postalCode: z.string(ADDRESS_MESSAGES.postalCode).trim(),
  })
  .superRefine(checkPlace);

export const correctionSchema = z
  .object({
    lines: z.array(line, m.line).max(100, m.line).optional(),
    address: address.optional(),
  })
  .refine((c) => (c.lines?.length ?? 0) > 0 || c.address !== undefined, m.nothing)
  .refine((c) => {
    const keys = (c.lines ?? []).map((l) =>
      'orderItemId' in l ? `i${l.orderItemId}` : `p${l.productId}v${l.variantId}`,
    );
    return new Set(keys).size === keys.length;
  }, m.twice);
/** POST /api/admin/orders/{id}/correction/settled: the requested difference arrived. */
export const settleDueSchema = z.object({
  note: z
    .string('Not en fazla 500 karakter olabilir')
    .trim()
    .max(500, 'Not en fazla 500 karakter olabilir')
    .default(''),
});

export type CorrectionInput = z.output<typeof correctionSchema>;
export type CorrectionLine = NonNullable<CorrectionInput['lines']>[number];
export type CorrectionAddress = NonNullable<CorrectionInput['address']>;
