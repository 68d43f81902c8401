import { z } from 'zod';
import '../../schemas/zod-turkish.ts';
import { amount } from '../../schemas/admin-fields.ts';
import { MAX_LINE_QUANTITY } from '../../schemas/cart.ts';
import { countSchema, idSchema } from '../../schemas/ids.ts';
import { PRODUCT_NOT_FOUND } from '../../schemas/messages.ts';

// Quotes (issue 37, decisions 0296–0298): the customer's request from the cart, the admin's
// edit, and what the API answers about a quote. Shared by the API and the islands.

export const QUOTE_MESSAGES = {
  notFound: 'Teklif bulunamadı',
  emptyCart: 'Sepetiniz boş. Teklif istemek için önce sepetinize ürün ekleyin.',
  noteTooLong: 'Not en fazla 2000 karakter olabilir',
  linesInvalid: 'Teklif satırları geçersiz',
  noLines: 'Teklifte en az bir satır olmalıdır',
  tooManyLines: 'Bir teklifte en fazla 200 satır olabilir',
  productInvalid: 'Geçersiz ürün',
  variantInvalid: 'Geçersiz ürün seçeneği',
  quantity: `Adet 1 ile ${MAX_LINE_QUANTITY} arasında bir tam sayı olmalıdır`,
  unitPrice: 'Birim fiyat geçerli bir tutar olmalıdır (ör. 149.90)',
  duplicateLine: 'Aynı ürün ve seçenek teklifte birden fazla kez yer alamaz',
  validUntil: 'Geçerlilik tarihi YYYY-AA-GG biçiminde bir tarih olmalıdır',
  validUntilPast: 'Geçerlilik tarihi bugünden önce olamaz',
  productNotFound: (id: number) => `${PRODUCT_NOT_FOUND} (no ${id})`,
  variantNotOfProduct: (id: number) => `Seçenek bu ürüne ait değil (no ${id})`,
  variantRequired: (name: string) => `${name} için bir ürün seçeneği seçilmelidir`,
  notEditable: 'Kabul edilmiş, reddedilmiş ya da siparişe dönüşmüş bir teklif değiştirilemez',
  notSendable: 'Bu teklif gönderilemez: yalnızca talep edilmiş ya da gönderilmiş teklifler gönderilebilir',
  sendNeedsValidity: 'Teklifi göndermeden önce geçerlilik tarihini girin',
  notSentYet: 'Teklif henüz hazırlanıyor; gönderildiğinde kabul edebilirsiniz',
  alreadyAccepted: 'Bu teklif zaten kabul edildi',
  alreadyOrdered:
    'Bu teklifle verilmiş bir sipariş zaten ödendi; teklif yalnızca bir kez siparişe dönüşür. Lütfen teklif satırlarını sepetinizden çıkarın.',
  declined: 'Bu teklif reddedildi; kabul edilemez',
  expired: 'Teklifin geçerlilik süresi doldu; kabul edilemez. Lütfen yeni bir teklif isteyin.',
  notDeclinable: 'Kabul edilmiş ya da siparişe dönüşmüş bir teklif reddedilemez',
  alreadyDeclined: 'Bu teklif zaten reddedildi',
  productGone: (name: string) => `${name} artık satışta değil; teklif kabul edilemez. Lütfen bizimle iletişime geçin.`,
  lockedLine:
    'Bu satır teklif fiyatıyla sepetinizde; miktarı değiştirilemez. Farklı bir miktar için yeni teklif isteyin.',
} as const;
const m = QUOTE_MESSAGES;

export const QUOTE_STATUSES = ['requested', 'sent', 'accepted', 'declined', 'ordered', 'expired'] as const;
/** What a quote shows: its stored status, or 'expired' once a sent or accepted quote's validity has passed. */
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  requested: 'Talep Edildi',
  sent: 'Gönderildi',
  accepted: 'Kabul Edildi',
  declined: 'Reddedildi',
  ordered: 'Siparişe Dönüştü',
  expired: 'Süresi Doldu',
};

export type QuoteEventKind = 'requested' | 'edited' | 'sent' | 'accepted' | 'declined' | 'ordered';
export const QUOTE_EVENT_LABELS: Record<QuoteEventKind, string> = {
  requested: 'Teklif istendi',
  edited: 'Teklif düzenlendi',
  sent: 'Teklif gönderildi',
  accepted: 'Teklif kabul edildi',
  declined: 'Teklif reddedildi',
  ordered: 'Sipariş verildi',
};

/** 'TKL-000042': the quote's number, from its id (quotes are only ever shown to their owner and the admin). */
export const quoteNumber = (id: number) => `TKL-${String(id).padStart(6, '0')}`;

/** Turkey keeps UTC+3 all year: the moment a validity day ('2026-12-31') ends. */
export const quoteValidityEnd = (validUntil: string) =>
  new Date(Date.parse(`${validUntil}T00:00:00+03:00`) + 24 * 60 * 60 * 1000);

export const requestQuoteSchema = z.object({
  note: z
    .string()
    .trim()
    .max(2000, m.noteTooLong)
    .optional()
    .transform((v) => v ?? ''),
});

const id = idSchema;

const quoteLineSchema = z.object(
  {
    productId: id(m.productInvalid),
    variantId: id(m.variantInvalid)
      .nullish()
      .transform((v) => v ?? null),
    quantity: countSchema(m.quantity, 1, MAX_LINE_QUANTITY),
    unitPrice: amount(m.unitPrice),
  },
  { error: m.linesInvalid },
);

export const editQuoteSchema = z.object({
  lines: z
    .array(quoteLineSchema, { error: m.linesInvalid })
    .min(1, m.noLines)
    .max(200, m.tooManyLines)
    .refine(
      (lines) => new Set(lines.map((l) => `${l.productId}:${l.variantId ?? 0}`)).size === lines.length,
      m.duplicateLine,
    ),
  validUntil: z
    .string({ error: m.validUntil })
    .regex(/^\d{4}-\d{2}-\d{2}$/, m.validUntil)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), m.validUntil),
});
export type EditQuoteInput = z.infer<typeof editQuoteSchema>;

export interface QuoteLineView {
  id: number;
  productId: number | null;
  variantId: number | null;
  productName: string;
  variantName: string | null;
  unit: string;
  vatRate: number;
  /** Without KDV. */
  unitPrice: string;
  /** `unitPrice` with KDV (shared/product-offer.ts). */
  priceWithVat: string;
  quantity: number;
  /** unitPrice × quantity, without KDV. */
  totalPrice: string;
}

export interface QuoteEventView {
  kind: QuoteEventKind;
  label: string;
  /** Who: the customer's or admin's name and username, '' when the account is gone. */
  by: string;
  note: string;
  at: string;
}

export interface QuoteSummary {
  id: number;
  number: string;
  status: QuoteStatus;
  statusLabel: string;
  createdAt: string;
  validUntil: string | null;
  total: string;
  lineCount: number;
  customerName: string;
}

export interface QuoteView extends QuoteSummary {
  note: string;
  customerEmail: string;
  lines: QuoteLineView[];
  subtotal: string;
  vat: { rate: number; base: string; vat: string }[];
  taxAmount: string;
  /** The latest order placed with the quote's lines. */
  orderNumber: string | null;
  /** Only in the admin's view. */
  events?: QuoteEventView[];
}
