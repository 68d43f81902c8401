import { z } from 'zod';
import { idSchema } from '../../schemas/ids.ts';
import { isValidVkn } from '../../schemas/identity-numbers.ts';
import { CHECKOUT_MESSAGES } from '../../schemas/checkout.ts';
import { tooLongMessage } from '../../schemas/zod-turkish.ts';
import type { Pagination } from '../../schemas/pagination.ts';
import { PHONE_INVALID, phoneNumber, textField } from '../../schemas/messages.ts';

// Trade ('kurumsal') accounts (issue 36): the customer's application from /hesabim, the admin's
// decisions in 'Müşteriler', and the trade account the checkout starts from. One module for
// the islands and the API.

export const TRADE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];
export const TRADE_STATUS_LABELS: Record<TradeStatus, string> = {
  pending: 'İnceleniyor',
  approved: 'Onaylandı',
  rejected: 'Reddedildi',
};

export const TRADE_MESSAGES = {
  companyName: 'Firma unvanı en az 2 karakter olmalıdır',
  taxNumber: CHECKOUT_MESSAGES.taxNumber,
  taxOffice: 'Vergi dairesi giriniz',
  phone: PHONE_INVALID,
  applied: 'Kurumsal hesap başvurunuz alındı. İncelendikten sonra size e-posta ile bilgi vereceğiz.',
  alreadyOpen: 'İncelenmekte olan bir başvurunuz var. Sonuçlanmasını bekleyin.',
  adminCannotApply: 'Yönetici hesapları kurumsal hesap başvurusu yapamaz',
  notFound: 'Başvuru bulunamadı',
  alreadyDecided: 'Bu başvuru zaten sonuçlandırılmış',
  groupRequired: 'Onay için bir fiyat grubu seçin',
  groupMissing: 'Seçilen fiyat grubu bulunamadı',
  rejectNote: 'Ret gerekçesi yazın (en az 3 karakter)',
  approved: 'Başvuru onaylandı; müşteriye e-posta gönderildi',
  rejected: 'Başvuru reddedildi; müşteriye e-posta gönderildi',
  customerNotFound: 'Müşteri bulunamadı',
  groupChanged: 'Müşterinin fiyat grubu güncellendi',
} as const;

const text = textField;

/** POST /api/account/trade-application. */
export const tradeApplicationSchema = z.object({
  companyName: text(2, 200, TRADE_MESSAGES.companyName, 'Firma unvanı'),
  // Spaces typed between the digit groups are dropped before the check digit is checked.
  taxNumber: z
    .string({ error: TRADE_MESSAGES.taxNumber })
    .transform((v) => v.replace(/\s+/g, ''))
    .refine(isValidVkn, TRADE_MESSAGES.taxNumber),
  taxOffice: text(2, 100, TRADE_MESSAGES.taxOffice, 'Vergi dairesi'),
  phone: phoneNumber(),
  note: z
    .string()
    .trim()
    .max(1000, tooLongMessage('Not', 1000))
    .nullish()
    .transform((v) => v || null),
});
export type TradeApplicationInput = z.output<typeof tradeApplicationSchema>;
export type TradeApplicationFormValues = z.input<typeof tradeApplicationSchema>;

/** POST /api/admin/trade-applications/{id}/approve. */
export const approveSchema = z.object({
  priceGroupId: idSchema(TRADE_MESSAGES.groupRequired),
});

/** POST /api/admin/trade-applications/{id}/reject: the note reaches the customer. */
export const rejectSchema = z.object({
  note: text(3, 1000, TRADE_MESSAGES.rejectNote, 'Ret gerekçesi'),
});

/** PUT /api/admin/customers/{id}/price-group: null takes the customer out of every group. */
export const customerGroupSchema = z.object({
  priceGroupId: idSchema(TRADE_MESSAGES.groupMissing).nullable(),
});

const page = z.coerce.number().int().min(1).max(100_000).catch(1);
const pageSize = z.coerce.number().int().min(1).max(100).catch(20);

/** GET /api/admin/trade-applications?status=&search=&page=&pageSize= */
export const applicationsQuery = z.object({
  status: z.enum(TRADE_STATUSES).optional().catch(undefined),
  search: z.string().optional().catch(undefined),
  page,
  pageSize,
});

/** GET /api/admin/customers?search=&trade=&page=&pageSize= ('none' is a customer who never applied). */
export const customersQuery = z.object({
  search: z.string().optional().catch(undefined),
  trade: z
    .enum([...TRADE_STATUSES, 'none'])
    .optional()
    .catch(undefined),
  page,
  pageSize,
});

export interface TradeCompany {
  companyName: string;
  taxNumber: string;
  taxOffice: string;
  phone: string;
}

/** An application as its customer and the admin see it. */
export interface TradeApplication extends TradeCompany {
  id: number;
  note: string | null;
  status: TradeStatus;
  decisionNote: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface AdminTradeApplication extends TradeApplication {
  customer: { id: number; username: string; fullName: string; email: string };
  priceGroup: { id: number; name: string } | null;
  decidedBy: string | null;
}

export interface TradeApplicationPage {
  applications: AdminTradeApplication[];
  pagination: Pagination;
}

/** GET /api/account/trade-application: the latest application and the approved account. */
export interface MyTradeState {
  application: TradeApplication | null;
  account: (TradeCompany & { approvedAt: string }) | null;
}

export interface AdminCustomer {
  /** The customer page's key: 'u<id>' for an account, 'g:<e-mail>' for a guest buyer. */
  key: string;
  kind: 'registered' | 'guest';
  /** The account's id; null for a guest buyer. */
  id: number | null;
  username: string | null;
  fullName: string;
  email: string;
  phone: string | null;
  createdAt: string;
  /** The trade account's company, else the latest application's. */
  companyName: string | null;
  tradeStatus: TradeStatus | 'none';
  priceGroup: { id: number; name: string; discountPercent: number } | null;
  /** The last change of the group: who and when. */
  groupChangedBy: string | null;
  groupChangedAt: string | null;
  /** Paid orders (account and guest orders under the same e-mail), what they came to net of refunds, the last one's time. */
  orderCount: number;
  totalSpent: string;
  lastOrderAt: string | null;
}

export interface CustomerPage {
  customers: AdminCustomer[];
  pagination: Pagination;
}
