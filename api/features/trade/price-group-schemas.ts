import { z } from 'zod';
import { requiredText } from '../../schemas/admin-fields.ts';

// Price groups (issue 36): a named discount off the list price, 0–90 %, at most two decimals.
// One schema for the 'Müşteriler' panel and GET/POST/PUT/DELETE /api/admin/price-groups.

export const MAX_DISCOUNT_PERCENT = 90;

export const priceGroupMessages = {
  created: 'Fiyat grubu oluşturuldu',
  updated: 'Fiyat grubu güncellendi',
  deleted: 'Fiyat grubu silindi',
  createFailed: 'Fiyat grubu oluşturulamadı',
  updateFailed: 'Fiyat grubu güncellenemedi',
  deleteFailed: 'Fiyat grubu silinemedi',
  notFound: 'Fiyat grubu bulunamadı',
  nameRequired: 'Fiyat grubu adı zorunludur',
  nameTaken: 'Bu adda bir fiyat grubu zaten var',
  percent: `İndirim oranı 0 ile ${MAX_DISCOUNT_PERCENT} arasında, en fazla iki ondalıklı bir sayı olmalıdır`,
  hasCustomers: (n: number) =>
    `Bu fiyat grubunda ${n} müşteri var. Önce müşterileri başka bir gruba taşıyın veya gruptan çıkarın.`,
  stillUsed: 'Bu fiyat grubunda hâlâ müşteri var. Önce müşterileri başka bir gruba taşıyın.',
  confirmDelete: 'Bu fiyat grubunu silmek istediğinize emin misiniz?',
} as const;

/** A percentage as a number or text ('12,5' from a Turkish keyboard); NaN, '' and 'abc' are refused. */
const discountPercent = z
  .union([z.number(), z.string()], { error: priceGroupMessages.percent })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim().replace(',', '.')))
  .refine((v) => /^\d{1,2}(\.\d{1,2})?$/.test(v) && Number(v) <= MAX_DISCOUNT_PERCENT, priceGroupMessages.percent)
  .transform(Number);

export const priceGroupFormSchema = z.object({
  name: requiredText(100, priceGroupMessages.nameRequired, 'Fiyat grubu adı'),
  discountPercent,
});
export type PriceGroupForm = z.output<typeof priceGroupFormSchema>;
export type PriceGroupFormInput = z.input<typeof priceGroupFormSchema>;

export interface PriceGroup {
  id: number;
  name: string;
  discountPercent: number;
  /** How many customers belong to it. */
  customerCount: number;
}
