import { z } from 'zod';
import { amount as amountField } from './admin-fields.ts';
import type { RefundView } from './refunds.ts';
import type { Pagination } from './pagination.ts';
import type { PaymentMethod } from '../shared/payment-methods.ts';
import type { OrderChannel, OrderSelectionTotals } from './admin-order-filters.ts';
import type { OrderNoteView } from './admin-order-actions.ts';
import { CARRIER_MESSAGES, CARRIER_NAMES, TRACKING_NUMBER_PATTERN } from './carriers.ts';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus, type OrderView } from './order.ts';
import { ORDER_NOT_FOUND } from './messages.ts';

// Order management in the back-office; statuses and their labels are the storefront's (its states and transitions).

export { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus };

const FLOW: OrderStatus[] = ['pending', 'confirmed', 'processing', 'shipped', 'delivered'];

/**
 * Where an order may go next: forward along confirmed → processing → shipped →
 * delivered (steps before shipping may be skipped, shipping may not, so the customer
 * always gets the tracking e-mail), and cancelled from any state before shipped.
 * An unpaid (pending) order is only cancelled here: it is confirmed by its payment,
 * or by the explicit 'Havale / EFT ile ödendi' action.
 */
export function nextStatuses(status: OrderStatus): OrderStatus[] {
  const at = FLOW.indexOf(status);
  if (status === 'cancelled' || status === 'delivered' || status === 'refunded') return [];
  if (status === 'pending' || status === 'awaiting_payment') return ['cancelled'];
  // Some lines or an amount went back; the rest of the order may still ship.
  if (status === 'partially_refunded') return ['processing', 'shipped'];
  if (status === 'shipped') return ['delivered'];
  const forward = FLOW.slice(at + 1).filter((s) => s !== 'delivered');
  return [...forward, 'cancelled'];
}

/**
 * The status the admin's form starts on: the next step forward, never a cancellation, which
 * the admin must choose on purpose. An unpaid order has no step forward here (its payment
 * confirms it), so nothing is preselected.
 */
export function preselectedStatus(status: OrderStatus): OrderStatus | null {
  return nextStatuses(status).find((s) => s !== 'cancelled') ?? null;
}

export const orderMessages = {
  notFound: ORDER_NOT_FOUND,
  updated: 'Sipariş durumu güncellendi',
  updateFailed: 'Sipariş durumu güncellenemedi',
  notAllowed: (from: OrderStatus, to: OrderStatus) =>
    `Sipariş "${ORDER_STATUS_LABELS[from]}" durumundan "${ORDER_STATUS_LABELS[to]}" durumuna geçirilemez`,
  shippingRequired: 'Kargoya verildi durumu için kargo firması ve takip numarası zorunludur',
  changedMeanwhile: 'Sipariş bu arada başka biri tarafından güncellendi. Lütfen sayfayı yenileyin.',
  underReview: 'Bu siparişin ödemesi inceleniyor: önce ödemeyi onaylayın veya reddedin.',
  paidNeedsRefund:
    'Ödemesi kartla alınmış bir sipariş iade yapılmadan iptal edilemez. Lütfen siparişin "İade / İptal" bölümünden ödemeyi iade edin; iade siparişi kapatır.',
  accountNeedsRefund:
    'Cari hesaba işlenmiş bir sipariş iade yapılmadan iptal edilemez. Lütfen siparişin "İade / İptal" bölümünden tutarı iade edin; iade cari hesaptan düşülür ve siparişi kapatır.',
  stockGone:
    'Siparişin ödeme sırasında alınacak ürünleri bu arada başka alıcılara satıldı; sipariş onaylanamaz. Siparişi iptal edip havale tutarını müşteriye iade edin.',
  notPending: 'Yalnızca ödemesi beklenen bir sipariş için yapılabilir.',
  notUnderReview: 'Bu siparişin incelemede bekleyen bir ödemesi yok.',
  bankTransferNote: 'Havale / EFT için bir not yazın (ör. dekont no, gönderen, tarih).',
  bankTransferDone: 'Sipariş havale / EFT ile ödendi olarak işaretlendi',
  awaitingTransferHint:
    'Havale / EFT gelince tutarı "Havale / EFT Ödemeleri" bölümünden kaydedin: tamamı ödenince sipariş kendiliğinden onaylanır. Buradan yalnızca iptal edilebilir.',
  reviewApproved: 'Ödeme onaylandı, sipariş onaylandı',
  reviewRefused: 'Ödeme reddedildi, sipariş iptal edildi',
} as const;

export const transferMessages = {
  amount: 'Tutar 0’dan büyük, en fazla iki ondalıklı bir sayı olmalıdır (ör. 1250.50)',
  paidAt: 'Ödeme tarihi geçerli bir tarih olmalıdır (YYYY-AA-GG) ve ileri bir tarih olamaz',
  note: 'Not en fazla 1000 karakter olabilir',
  notAwaiting: 'Ödeme yalnızca havale / EFT ödemesi beklenen bir sipariş için kaydedilebilir.',
  overpaid: (due: string) =>
    `Tutar, siparişin kalan tutarından (${due} TL) fazla. Kalan tutarı kaydedin; fazlasını müşteriye iade edin.`,
  recorded: 'Ödeme kaydedildi; sipariş ödemenin kalanını bekliyor',
  confirmed: 'Ödeme kaydedildi; sipariş tamamen ödendi ve onaylandı',
} as const;

/** POST /api/admin/orders/{id}/payments: money seen on the bank statement for a transfer order. */
export const transferPaymentSchema = z.object({
  amount: amountField(transferMessages.amount).refine((v) => Number(v) > 0, transferMessages.amount),
  paidAt: z
    .string({ error: transferMessages.paidAt })
    .trim()
    .refine((v) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(v), transferMessages.paidAt)
    .transform((v) => new Date(v))
    // A day's slack: a date typed in Turkey's time may be "tomorrow" in UTC.
    .refine((d) => !Number.isNaN(d.getTime()) && d.getTime() <= Date.now() + 86_400_000, transferMessages.paidAt),
  note: z.string({ error: transferMessages.note }).trim().max(1000, transferMessages.note).default(''),
});

/** One payment recorded on a transfer order, as the admin order view lists it. */
export interface TransferPaymentView {
  id: number;
  amount: string;
  paidAt: string;
  note: string;
  recordedBy: string | null;
  createdAt: string;
}

/** The explicit 'Havale / EFT ile ödendi' action: the only way an admin confirms an unpaid order. */
export const bankTransferSchema = z.object({
  note: z
    .string({ error: orderMessages.bankTransferNote })
    .trim()
    .min(3, orderMessages.bankTransferNote)
    .max(1000, 'Not en fazla 1000 karakter olabilir'),
});

/** The admin's decision on a payment the fraud check held for review. */
export const reviewDecisionSchema = z.object({
  decision: z.enum(['approve', 'refuse'], { error: 'Geçersiz karar' }),
  note: z.string().trim().max(1000, 'Not en fazla 1000 karakter olabilir').optional(),
});

/** The payment as the admin order view shows it. */
export interface PaymentRecord {
  provider: string | null;
  method: PaymentMethod;
  paymentId: string | null;
  price: string | null;
  paidAmount: string | null;
  installment: number | null;
  cardFamily: string | null;
  cardAssociation: string | null;
  lastFour: string | null;
  fraudStatus: number | null;
  /** Held for an admin's decision after the fraud check ('İnceleniyor'). */
  underReview: boolean;
}

export const statusChangeSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: 'Geçersiz sipariş durumu' }),
    carrier: z.enum(CARRIER_NAMES, { error: CARRIER_MESSAGES.carrier }).optional(),
    trackingNumber: z
      .string()
      .trim()
      .refine((v) => v === '' || TRACKING_NUMBER_PATTERN.test(v), CARRIER_MESSAGES.trackingNumber)
      .optional(),
    note: z.string().trim().max(1000, 'Not en fazla 1000 karakter olabilir').optional(),
  })
  .refine((v) => v.status !== 'shipped' || (!!v.carrier && !!v.trackingNumber), {
    message: orderMessages.shippingRequired,
  });
export type StatusChange = z.output<typeof statusChangeSchema>;

export interface AdminOrderSummary {
  id: number;
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  customerName: string;
  customerEmail: string;
  companyName: string | null;
  totalAmount: string;
  itemCount: number;
  paidAt: string | null;
  /** A payment the shop settled on its own or a refund in doubt: what the admin must look at (decision 0260). */
  paymentAlert: string | null;
  paymentMethod: PaymentMethod;
  delivery: 'ship' | 'pickup';
  shippingCarrier: string | null;
  trackingNumber: string | null;
  channel: OrderChannel;
  /** The marketplace's own order number for a channel order (what its buyer and panel show), else null. */
  marketplaceOrderNumber: string | null;
}

/** The storefront's order view plus what only the back-office sees. */
export interface AdminOrderDetail extends AdminOrderSummary, OrderView {
  /** The buyer's T.C. kimlik no when given; never on the public order page. */
  identityNumber: string | null;
  marketingConsent: boolean;
  contractConsent: boolean;
  paymentProvider: string | null;
  paymentReference: string | null;
  paymentError: string | null;
  stockReleased: boolean;
  payment: PaymentRecord;
  refundedAmount: string;
  /** What the buyer owes for units added by a correction after payment (decision 0403); '0.00' for none. */
  correctionDue: string;
  refunds: RefundView[];
  /** A bank-transfer order's recorded payments and what they leave to pay (null for card orders). */
  transferPayments: { paid: string; remaining: string; payments: TransferPaymentView[] } | null;
  consents: { kind: string; granted: boolean; textVersion: string; createdAt: string }[];
  /** The staff's internal notes, oldest first; the admin shows them in the history. Never the buyer's. */
  internalNotes: OrderNoteView[];
  history: {
    fromStatus: OrderStatus | null;
    toStatus: OrderStatus;
    changedBy: string | null;
    note: string | null;
    createdAt: string;
  }[];
}

export interface OrderPage {
  orders: AdminOrderSummary[];
  pagination: Pagination;
  /** The whole selection's sums, across pages. */
  totals: OrderSelectionTotals;
}

export const ADMIN_ORDERS_PAGE = 20;
