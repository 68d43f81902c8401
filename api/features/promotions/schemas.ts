import { z } from 'zod';
import { idSchema, countSchema } from '../../schemas/ids.ts';
import type { PromotionKind } from '../../shared/discounts.ts';
import '../../schemas/zod-turkish.ts';
import { amount as amountField } from '../../schemas/admin-fields.ts';
import { parseMoney } from '../../shared/money.ts';

// Discount codes and cart rules (issue 39, decisions 0322–0325): the 'Kampanyalar' panel's
// GET/POST/PUT/DELETE /api/admin/promotions and the cart's POST/DELETE /api/cart/promotion.

export const PROMOTION_KINDS = ['percent', 'amount', 'free_shipping'] as const satisfies readonly PromotionKind[];

export const PROMOTION_KIND_LABELS: Record<PromotionKind, string> = {
  percent: 'Yüzde indirim',
  amount: 'Tutar indirimi',
  free_shipping: 'Ücretsiz kargo',
};

export const PROMOTION_MESSAGES = {
  created: 'Kampanya oluşturuldu',
  updated: 'Kampanya güncellendi',
  deleted: 'Kampanya silindi',
  createFailed: 'Kampanya oluşturulamadı',
  updateFailed: 'Kampanya güncellenemedi',
  deleteFailed: 'Kampanya silinemedi',
  notFound: 'Kampanya bulunamadı',
  code: 'İndirim kodu 3–40 karakter olmalı; yalnızca harf (A–Z), rakam, - ve _ içerebilir',
  codeTaken: 'Bu indirim kodu başka bir kampanyada kullanılıyor',
  kind: "Kampanya türü 'percent', 'amount' veya 'free_shipping' olmalıdır",
  percent: 'İndirim oranı 0’dan büyük, en fazla 100 ve en fazla iki ondalıklı olmalıdır',
  amount: 'İndirim tutarı 0’dan büyük, en fazla iki ondalıklı bir tutar olmalıdır',
  minSubtotal: 'En az sepet tutarı 0 veya daha büyük, en fazla iki ondalıklı bir tutar olmalıdır',
  date: 'Tarih geçerli bir tarih-saat olmalıdır (ör. 2026-12-01T00:00:00+03:00)',
  dates: 'Bitiş tarihi başlangıç tarihinden sonra olmalıdır',
  usageLimit: 'Kullanım sınırı boş ya da 1 veya daha büyük bir tam sayı olmalıdır',
  perCustomerLimit: 'Müşteri başına sınır boş ya da 1 veya daha büyük bir tam sayı olmalıdır',
  ids: 'Kategori, ürün ve fiyat grubu seçimleri kimlik listesi olmalıdır',
  combinable: 'Birleştirilebilir alanı true veya false olmalıdır',
  // The cart's code (POST /api/cart/promotion).
  codeRequired: 'Lütfen bir indirim kodu girin',
  unknown: 'Bu indirim kodu geçerli değil',
  expired: 'Bu indirim kodunun süresi doldu',
  usedUp: 'Bu indirim kodunun kullanım hakkı doldu',
  usedUpForYou: 'Bu indirim kodunu kullanım hakkınız doldu',
  signInRequired: 'Bu indirim kodunu kullanmak için lütfen giriş yapın',
  signInRequiredField: 'Giriş zorunluluğu alanı true veya false olmalıdır',
  freeShippingScope:
    'Ücretsiz kargo kampanyası ürün veya kategoriyle sınırlanamaz: kargo bütün sepetin ücretidir. Ürün ve kategori seçimini kaldırın.',
  notForYou: 'Bu indirim kodu hesabınız için geçerli değil',
  notForProducts: 'Bu indirim kodu sepetinizdeki ürünler için geçerli değil',
  belowMinimum: (min: string) => `Bu indirim kodu için sepetinizdeki geçerli ürünler en az ${min} tutmalıdır`,
  emptyCart: 'İndirim kodu uygulamak için sepetinize ürün ekleyin',
  ruleEnded: 'Sepetinizdeki bir kampanya artık geçerli değil. Lütfen sepetinizi kontrol edip tekrar deneyin.',
  nothingToPay:
    'İndirimlerden sonra ödenecek tutar kalmadığı için kartla ödeme başlatılamaz. Lütfen bizimle iletişime geçin.',
  confirmDelete: 'Bu kampanyayı silmek istediğinize emin misiniz?',
} as const;
const m = PROMOTION_MESSAGES;

const dateTime = z
  .union([z.iso.datetime({ offset: true, error: m.date }), z.null()], { error: m.date })
  .optional()
  .transform((v) => v ?? null);

const limit = (message: string) =>
  countSchema(message, 1)
    .nullish()
    .transform((v) => v ?? null);

const idList = z
  .array(idSchema(m.ids), { error: m.ids })
  .max(500, m.ids)
  .optional()
  .transform((v) => [...new Set(v ?? [])].sort((a, b) => a - b));

export const promotionFormSchema = z
  .object({
    code: z
      .union([z.string(), z.null()], { error: m.code })
      .optional()
      .transform((v) => (v?.trim() ? v.trim().toLocaleUpperCase('en-US') : null))
      .refine((v) => v === null || /^[A-Z0-9_-]{3,40}$/.test(v), m.code),
    kind: z.enum(PROMOTION_KINDS, { error: m.kind }),
    value: z.union([z.number(), z.string(), z.null()]).optional(),
    minSubtotal: amountField(m.minSubtotal).optional().default('0'),
    startsAt: dateTime,
    endsAt: dateTime,
    usageLimit: limit(m.usageLimit),
    perCustomerLimit: limit(m.perCustomerLimit),
    categoryIds: idList,
    productIds: idList,
    priceGroupIds: idList,
    combinable: z.boolean({ error: m.combinable }).optional().default(false),
    signInRequired: z.boolean({ error: m.signInRequiredField }).optional().default(false),
  })
  .transform((f, c) => {
    // The value's meaning follows the kind: a percentage, an amount, nothing for free shipping.
    const text = parseMoney(f.value ?? '') ?? '';
    const decimal = text === '' ? NaN : Number(text);
    if (f.kind === 'percent' && !(decimal > 0 && decimal <= 100))
      c.addIssue({ code: 'custom', message: m.percent, path: ['value'] });
    if (f.kind === 'amount' && !(decimal > 0)) c.addIssue({ code: 'custom', message: m.amount, path: ['value'] });
    // Shipping is charged on the whole cart: a scoped code would take all of it off (decision 0337).
    if (f.kind === 'free_shipping' && (f.productIds.length > 0 || f.categoryIds.length > 0))
      c.addIssue({ code: 'custom', message: m.freeShippingScope, path: ['productIds'] });
    if (f.startsAt && f.endsAt && Date.parse(f.startsAt) >= Date.parse(f.endsAt))
      c.addIssue({ code: 'custom', message: m.dates, path: ['endsAt'] });
    return { ...f, value: f.kind === 'free_shipping' ? '0' : text };
  });
export type PromotionForm = z.output<typeof promotionFormSchema>;

export const cartPromotionSchema = z.object({
  code: z
    .string({ error: m.codeRequired })
    .trim()
    .min(1, m.codeRequired)
    .max(40, m.unknown)
    .transform((v) => v.toLocaleUpperCase('en-US')),
});

/** A promotion as the admin API answers it; amounts as numeric strings, dates as ISO text. */
export interface PromotionView {
  id: number;
  code: string | null;
  kind: PromotionKind;
  value: string;
  minSubtotal: string;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  categoryIds: number[];
  productIds: number[];
  priceGroupIds: number[];
  combinable: boolean;
  /** Only signed-in customers may use it (a code limited per customer, decision 0335). */
  signInRequired: boolean;
  /** Paid orders that used it, and unpaid orders with a use (held or waiting for their payment). */
  usedCount: number;
  reservedCount: number;
}
