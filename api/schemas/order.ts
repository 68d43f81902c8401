import type { PaymentMethod } from '../shared/payment-methods.ts';
import type { DeliveryMethod } from '../features/shipping/schemas.ts';
import type { VatBreakdownLine } from '../shared/vat.ts';
import type { DiscountView } from '../shared/totals.ts';
import type { InvoiceSummary } from '../features/invoices/schemas.ts';
import type { InvoiceType } from './checkout.ts';
import type { BankAccount } from '../shared/payment-methods.ts';
import type { ReturnOptions, ReturnView } from './returns.ts';
import { ORDER_NOT_FOUND } from './messages.ts';

// The order as GET /api/orders/{orderNumber} answers it (the storefront spec's entities); amounts are numeric strings.
export interface OrderItemView {
  id: number;
  productName: string;
  variantName: string | null;
  unit: string;
  unitPrice: string;
  quantity: number;
  totalPrice: string;
  /** KDV rate of the line in percent, and its net (= totalPrice) and KDV amounts. */
  vatRate: number;
  vatAmount: string;
  /** False for goods cut to length or made to order: outside the right of withdrawal (issue 49). */
  returnable?: boolean;
}

export interface OrderView {
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  totalAmount: string;
  /** The lines at list price. */
  subtotal: string;
  /** Every discount off the subtotal, before KDV ('0.00' for none): the sum of `discounts`. */
  discountAmount: string;
  /** Each discount as its own line (a code, an automatic rule, the transfer discount), in the order taken. */
  discounts: DiscountView[];
  /** The sum of vatBreakdown's KDV amounts. */
  taxAmount: string;
  /** One entry per KDV rate present, highest first. */
  vatBreakdown: VatBreakdownLine[];
  /** The shipping charge net of KDV; its KDV is in taxAmount and vatBreakdown. */
  shippingAmount: string;
  /** 'ship' (by carrier) or 'pickup' (Mağazadan teslim), and the carrier whose rate was charged. */
  delivery: DeliveryMethod;
  shippingCarrier: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  invoiceType: InvoiceType;
  companyName: string | null;
  taxNumber: string | null;
  taxOffice: string | null;
  billingAddress: string;
  billingCity: string;
  billingDistrict: string | null;
  billingPostalCode: string;
  shippingAddress: string;
  shippingCity: string;
  shippingDistrict: string | null;
  shippingPostalCode: string;
  notes: string | null;
  /** Set once the order ships; trackingUrl is the carrier's public tracking page. */
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  items: OrderItemView[];
  /** Money paid back through the provider (refunds and same-day cancellations), oldest first. */
  refunds: OrderRefund[];
  paymentMethod: PaymentMethod;
  /** An open-account order's due day (YYYY-MM-DD); null for other methods. */
  paymentDueOn: string | null;
  /** While a bank-transfer order waits for its money: where to pay, by when, what is still due. */
  bankTransfer: BankTransferDue | null;
  /** The sales invoice once issued (e-Arşiv or e-Fatura); null before. */
  invoice: InvoiceSummary | null;
  /** Where the card payment stands at the provider (decision 0345); null while none was made. */
  paymentState: PaymentState | null;
  /** An unpaid card order whose stock hold lasts: 'Ödemeye devam et' (POST /api/orders/{orderNumber}/payment). */
  canResumePayment: boolean;
  /** The order's return requests, newest first (issue 49). */
  returns: ReturnView[];
  /** What may still be returned once delivered; null before delivery. */
  returnOptions: ReturnOptions | null;
}

export const PAYMENT_STATES = ['authorized', 'captured', 'voided', 'refunded', 'partially_refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** The admin order view's words for a payment's state. */
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  authorized: 'Ön provizyon alındı (henüz tahsil edilmedi)',
  captured: 'Tahsil edildi',
  voided: 'Ön provizyon iptal edildi (karttan çekim yok)',
  refunded: 'İade edildi',
  partially_refunded: 'Kısmen iade edildi',
};

export interface BankTransferDue {
  accounts: BankAccount[];
  /** What the transfer's description must say: the order number. */
  reference: string;
  /** The end of the waiting time; the order is cancelled after it. */
  dueAt: string | null;
  paid: string;
  remaining: string;
}

/** One completed refund or cancellation as the buyer sees it: what, how much, when. */
export interface OrderRefund {
  kind: 'cancel' | 'refund';
  amount: string;
  createdAt: string;
}

export const ORDER_STATUSES = [
  'pending',
  'awaiting_payment',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
  'partially_refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Beklemede',
  awaiting_payment: 'Ödeme Bekleniyor',
  confirmed: 'Onaylandı',
  processing: 'Hazırlanıyor',
  shipped: 'Kargoya Verildi',
  delivered: 'Teslim Edildi',
  cancelled: 'İptal Edildi',
  refunded: 'İade Edildi',
  partially_refunded: 'Kısmen İade Edildi',
};

/** Order numbers: 12 characters of upper-case base32 (60 random bits), looked up case-insensitively. */
export const ORDER_NUMBER_PATTERN = /^[A-Z2-7]{12}$/;
/**
 * What the order page takes as a typed order number (letters and digits): a wrong one gets the
 * page's 'Sipariş Bulunamadı'; anything else in the address (dots, slashes, line breaks) is no
 * order number at all and gets the shop's 404 page (decision 0341).
 */
export const ORDER_PAGE_PATTERN = /^[A-Z0-9]{1,40}$/;
export const normaliseOrderNumber = (value: string) => value.trim().toLocaleUpperCase('en-US');

export const ORDER_NOT_FOUND_MESSAGE = ORDER_NOT_FOUND;

/** Failure codes of /order-failed?error=… (the storefront spec's error catalogue); anything else falls back to the generic one. */
export const PAYMENT_FAILURES = {
  payment_failed: {
    title: 'Ödeme Başarısız',
    message: 'Ödeme işlemi başarısız oldu. Lütfen kart bilgilerinizi kontrol edip tekrar deneyin.',
  },
  order_not_found: { title: 'Sipariş Bulunamadı', message: 'Sipariş bulunamadı. Lütfen tekrar deneyin.' },
  system_error: { title: 'Sistem Hatası', message: 'Sistem hatası oluştu. Lütfen daha sonra tekrar deneyin.' },
} as const;
export type PaymentFailureCode = keyof typeof PAYMENT_FAILURES;
export const GENERIC_PAYMENT_FAILURE = {
  title: 'İşlem Başarısız',
  message: 'Ödeme işlemi sırasında bir hata oluştu. Lütfen tekrar deneyin.',
};

export function paymentFailure(code: string | null) {
  return code && Object.hasOwn(PAYMENT_FAILURES, code)
    ? PAYMENT_FAILURES[code as PaymentFailureCode]
    : GENERIC_PAYMENT_FAILURE;
}
