import { z } from 'zod';
import type { RefundView } from './refunds.ts';
import { CARRIER_MESSAGES, CARRIER_NAMES, TRACKING_NUMBER_PATTERN } from './carriers.ts';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus, type OrderView } from './order.ts';

// Order management in the back-office; statuses and their labels are the storefront's (its states and transitions).

export { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus };

const FLOW: OrderStatus[] = ['pending', 'confirmed', 'processing', 'shipped', 'delivered'];

/**
 * Where an order may go next: forward along pending → confirmed → processing →
 * shipped → delivered (steps before shipping may be skipped, shipping may not, so
 * the customer always gets the tracking e-mail), and cancelled from any state
 * before shipped.
 */
export function nextStatuses(status: OrderStatus): OrderStatus[] {
  const at = FLOW.indexOf(status);
  if (status === 'cancelled' || status === 'delivered' || status === 'refunded') return [];
  // Some lines or an amount went back; the rest of the order may still ship.
  if (status === 'partially_refunded') return ['processing', 'shipped'];
  if (status === 'shipped') return ['delivered'];
  const forward = FLOW.slice(at + 1).filter((s) => s !== 'delivered');
  return [...forward, 'cancelled'];
}

export const orderMessages = {
  notFound: 'Sipariş bulunamadı',
  updated: 'Sipariş durumu güncellendi',
  updateFailed: 'Sipariş durumu güncellenemedi',
  notAllowed: (from: OrderStatus, to: OrderStatus) => `Sipariş "${ORDER_STATUS_LABELS[from]}" durumundan "${ORDER_STATUS_LABELS[to]}" durumuna geçirilemez`,
  shippingRequired: 'Kargoya verildi durumu için kargo firması ve takip numarası zorunludur',
  changedMeanwhile: 'Sipariş bu arada başka biri tarafından güncellendi. Lütfen sayfayı yenileyin.',
} as const;

export const statusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Geçersiz sipariş durumu' }),
  carrier: z.enum(CARRIER_NAMES, { error: CARRIER_MESSAGES.carrier }).optional(),
  trackingNumber: z.string().trim().refine((v) => v === '' || TRACKING_NUMBER_PATTERN.test(v), CARRIER_MESSAGES.trackingNumber).optional(),
  note: z.string().trim().max(1000, 'Not en fazla 1000 karakter olabilir').optional(),
}).refine((v) => v.status !== 'shipped' || (!!v.carrier && !!v.trackingNumber), { message: orderMessages.shippingRequired });
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
  refundedAmount: string;
  refunds: RefundView[];
  consents: { kind: string; granted: boolean; textVersion: string; createdAt: string }[];
  history: { fromStatus: OrderStatus | null; toStatus: OrderStatus; changedBy: string | null; note: string | null; createdAt: string }[];
}

export interface OrderPage {
  orders: AdminOrderSummary[];
  pagination: { page: number; pageSize: number; totalCount: number; totalPages: number; hasPrev: boolean; hasNext: boolean };
}

export const ADMIN_ORDERS_PAGE = 20;
