import { z } from 'zod';
import './zod-turkish.ts';
import { countSchema, idSchema } from './ids.ts';

// Returns and the right of withdrawal (issue 49): the buyer's request, the admin's steps, the
// answers and every Turkish message; shared by the order page, the admin panel and the API.

export const RETURN_REASONS = ['withdrawal', 'damaged', 'wrong_item', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  withdrawal: 'Cayma hakkı (gerekçesiz)',
  damaged: 'Hasarlı / kusurlu',
  wrong_item: 'Yanlış ürün',
  other: 'Diğer',
};

export const RETURN_STATES = ['requested', 'approved', 'in_transit', 'received', 'refunded', 'rejected'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];
export const RETURN_STATE_LABELS: Record<ReturnState, string> = {
  requested: 'Talep alındı',
  approved: 'Onaylandı',
  in_transit: 'Kargoda',
  received: 'Teslim alındı',
  refunded: 'İade edildi',
  rejected: 'Reddedildi',
};
/**
 * Who pays the return carriage, as the contract says: the shop for damaged or wrong goods,
 * otherwise the buyer (decision 0395).
 */
export function returnCarriageNote(reason: ReturnReason): string {
  return reason === 'damaged' || reason === 'wrong_item'
    ? 'Kargo ücreti mağazamıza aittir; şubede iade kodunu söylemeniz yeterlidir.'
    : 'Şubede iade kodunu söyleyin; iade kargo ücreti sözleşme gereği alıcıya aittir (hasarlı veya hatalı gönderim hariç).';
}

/** Photos a buyer may add to one return. */
export const MAX_RETURN_PHOTOS = 5;

/** Still waiting for the shop: the legal refund clock runs on these. */
export const OPEN_RETURN_STATES: ReturnState[] = ['requested', 'approved', 'in_transit', 'received'];

/** Days the buyer may withdraw after delivery, and the days the shop has to refund (MSY 9 and 13). */
export const WITHDRAWAL_DAYS = 14;
export const REFUND_DAYS = 14;
/** A received return this close to its refund deadline is flagged on the dashboard and the list. */
export const REFUND_WARNING_DAYS = 10;

/** The product page's note on goods outside the right of withdrawal. */
export const NOT_RETURNABLE_NOTE = 'Bu ürün iade edilemez (kesim/özel üretim)';

export const RETURN_MESSAGES = {
  notFound: 'İade talebi bulunamadı',
  orderNotFound: 'Sipariş bulunamadı',
  lines: 'İade edilecek en az bir ürün satırı ve adedi seçin',
  line: 'İade edilecek satır bu siparişe ait değil',
  lineTwice: 'Aynı ürün satırı bir talepte bir kez seçilebilir',
  quantity: 'İade adedi 1 veya daha büyük bir tam sayı olmalıdır',
  reason: 'Lütfen bir iade nedeni seçin',
  note: 'Açıklama en fazla 2000 karakter olabilir',
  noteRequired: 'Lütfen iade nedeninizi kısaca açıklayın',
  notDelivered: 'İade talebi yalnızca teslim edilmiş siparişler için oluşturulabilir',
  windowClosed: (lastDay: string) =>
    `Cayma hakkı teslimden itibaren ${WITHDRAWAL_DAYS} gündür; bu sipariş için son gün ${lastDay} idi. Ürün hasarlı veya kusurluysa bu nedeni seçebilirsiniz.`,
  notReturnable: (name: string) =>
    `"${name}" kesim veya özel üretim bir ürün olduğundan cayma hakkı kapsamında değildir (Mesafeli Sözleşmeler Yönetmeliği md. 15/1-ç). Ürün hasarlı veya kusurluysa bu nedeni seçebilirsiniz.`,
  tooMany: (name: string, left: number) =>
    left > 0
      ? `"${name}" için en fazla ${left} adet iade edilebilir (satın alınan adetten daha önce iade edilenler düşülür)`
      : `"${name}" satırının tamamı zaten iade edildi veya iade talebinde`,
  wrongState: (state: ReturnState) => `Bu işlem "${RETURN_STATE_LABELS[state]}" durumundaki bir iade için yapılamaz`,
  noCarrier:
    'İade kargo anlaşması tanımlı değil: İadeler sekmesinin ayarlarından kargo firması, anlaşma kodu ve iade adresini girin',
  carrier: 'Seçilen kargo firması için iade anlaşma kodu tanımlı değil',
  receiveLines: 'Teslim alınan her satır için adet ve stoğa dönüp dönmeyeceğini girin',
  receivedTooMany: 'Teslim alınan adet, iade talebindeki adedi aşamaz',
  rejectReason: 'Red nedeni 3 ile 500 karakter arasında olmalıdır',
  nothingReceived: 'Hiçbir ürün teslim alınmadığı için iade edilecek tutar yok; talebi reddedebilirsiniz',
  restockedNoReject: 'Stoğa geri alınmış ürünleri içeren bir iade reddedilemez; iadeyi tamamlayın',
  refundBusy: 'Bu iadenin ödemesi şu anda yapılıyor',
  settings: 'İade ayarları geçersiz',
  settingsCarrier: 'Her satırda listeden bir kargo firması ve anlaşma kodu (en fazla 40 karakter) girin',
  settingsAddress: 'İade adresi 10 ile 500 karakter arasında olmalıdır',
  tracking: 'Gönderi takip numarası yalnızca harf, rakam ve tire içerebilir (en fazla 40 karakter)',
  created: 'İade talebiniz alındı',
  approved: 'İade onaylandı, iade kodu müşteriye gönderildi',
  received: 'İade teslim alındı',
  refunded: 'İade ödemesi yapıldı',
  rejected: 'İade talebi reddedildi',
  sent: 'Kargoya verdiğiniz bilgisi kaydedildi',
  photos: 'Lütfen en az bir, en fazla 5 fotoğraf seçin',
  tooManyPhotos: 'Bir iade talebine en fazla 5 fotoğraf eklenebilir',
  photosClosed: 'Bu iade talebine artık fotoğraf eklenemez',
} as const;
const m = RETURN_MESSAGES;

/** POST /api/orders/{orderNumber}/returns */
export const returnRequestSchema = z
  .object(
    {
      lines: z
        .array(
          z.object(
            { orderItemId: idSchema(m.line), quantity: countSchema(m.quantity, 1, 100_000) },
            { error: m.lines },
          ),
          { error: m.lines },
        )
        .min(1, m.lines)
        .max(200, m.lines)
        .refine((l) => new Set(l.map((x) => x.orderItemId)).size === l.length, m.lineTwice),
      reason: z.enum(RETURN_REASONS, { error: m.reason }),
      note: z
        .string({ error: m.note })
        .trim()
        .max(2000, m.note)
        .optional()
        .transform((v) => v ?? ''),
    },
    { error: m.lines },
  )
  .refine((r) => r.reason !== 'other' || r.note.length > 0, { error: m.noteRequired, path: ['note'] });
export type ReturnRequest = z.output<typeof returnRequestSchema>;

/** The buyer's 'Kargoya verdim' with the branch's receipt number, if any. */
export const returnSentSchema = z.object({
  trackingNumber: z
    .string({ error: m.tracking })
    .trim()
    .regex(/^[A-Za-z0-9-]{0,40}$/, m.tracking)
    .optional()
    .transform((v) => v || null),
});

/** POST /api/admin/returns/{id}/approve: the carrier whose agreement code the buyer gets (default: the first). */
export const returnApproveSchema = z.object({
  carrier: z.string({ error: m.carrier }).trim().max(60, m.carrier).optional(),
});

/** POST /api/admin/returns/{id}/receive */
export const returnReceiveSchema = z.object({
  lines: z
    .array(
      z.object(
        {
          orderItemId: idSchema(m.receiveLines),
          quantity: countSchema(m.receiveLines, 0, 100_000),
          restock: z.boolean({ error: m.receiveLines }),
        },
        { error: m.receiveLines },
      ),
      { error: m.receiveLines },
    )
    .min(1, m.receiveLines)
    .max(200, m.receiveLines),
});
export type ReturnReceipt = z.output<typeof returnReceiveSchema>;

/** POST /api/admin/returns/{id}/reject */
export const returnRejectSchema = z.object({
  reason: z.string({ error: m.rejectReason }).trim().min(3, m.rejectReason).max(500, m.rejectReason),
});

/** The setting 'return_shipping': the shop's return agreements and where parcels go. */
export const RETURN_SETTINGS_KEY = 'return_shipping';
export const returnSettingsSchema = z.object(
  {
    address: z.string({ error: m.settingsAddress }).trim().min(10, m.settingsAddress).max(500, m.settingsAddress),
    carriers: z
      .array(
        z.object(
          {
            carrier: z.string({ error: m.settingsCarrier }).trim().min(2, m.settingsCarrier).max(60, m.settingsCarrier),
            code: z.string({ error: m.settingsCarrier }).trim().min(1, m.settingsCarrier).max(40, m.settingsCarrier),
          },
          { error: m.settingsCarrier },
        ),
        { error: m.settingsCarrier },
      )
      .max(10, m.settingsCarrier),
  },
  { error: m.settings },
);
export type ReturnSettings = z.output<typeof returnSettingsSchema>;

export interface ReturnLineView {
  orderItemId: number;
  productName: string;
  quantity: number;
  receivedQuantity: number | null;
  restockedQuantity: number | null;
}

export interface ReturnEventView {
  fromState: ReturnState | null;
  toState: ReturnState;
  actor: 'buyer' | 'admin' | 'carrier';
  by: string | null;
  note: string | null;
  at: string;
}

/** A return as the buyer and the admin see it. */
export interface ReturnView {
  id: number;
  returnNumber: string;
  orderNumber: string;
  state: ReturnState;
  reason: ReturnReason;
  note: string;
  /** The buyer's photos of the damage (upload addresses). */
  photos: string[];
  lines: ReturnLineView[];
  carrier: string | null;
  returnCode?: string;
  returnAddress: string | null;
  senderTracking: string | null;
  rejectReason: string | null;
  refundAmount: string | null;
  createdAt: string;
  receivedAt: string | null;
  /** The last day the shop may refund (the request + 14 days), as an ISO day; null once closed. */
  refundDeadline: string | null;
  /** Days to that day (negative: overdue); null once closed. */
  daysLeft: number | null;
  events: ReturnEventView[];
}

/** The admin list's row and its filters. */
export interface AdminReturnRow {
  id: number;
  returnNumber: string;
  orderId: number;
  orderNumber: string;
  customerName: string;
  state: ReturnState;
  reason: ReturnReason;
  createdAt: string;
  refundAmount: string | null;
  daysLeft: number | null;
}

export const returnFiltersSchema = z.object({
  state: z.enum(RETURN_STATES).optional().catch(undefined),
  /** Open returns with at most this many days left (overdue ones included). */
  daysLeft: z.coerce.number().int().min(-365).max(365).optional().catch(undefined),
});
export type ReturnFilters = z.output<typeof returnFiltersSchema>;

/** A calendar day (YYYY-MM-DD) as the buyer reads it: '12 Aralık 2026'. */
export function trDay(isoDay: string): string {
  return new Date(`${isoDay}T12:00:00Z`).toLocaleDateString('tr-TR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The order answer's `returnOptions`: what the buyer may still send back, and until when without a reason. */
export interface ReturnOptions {
  deliveredAt: string;
  /** The last day of the 14-day withdrawal (YYYY-MM-DD). */
  withdrawalLastDay: string;
  withdrawalOpen: boolean;
  items: { orderItemId: number; name: string; quantityLeft: number; withdrawable: boolean }[];
}
