import { z } from 'zod';
import { ORDER_STATUSES, type OrderStatus } from './order.ts';
import { PAYMENT_METHODS, type PaymentMethod } from '../shared/payment-methods.ts';

// The order list's filters (issue 50): `GET /api/admin/orders?from&to&status&paymentMethod&
// shippingMethod&channel&search`. Several values of one filter come as a repeated parameter or
// comma-separated ('status=confirmed,processing'). Dates are days in Istanbul, both included.

/** Where an order came from: the web shop, or a marketplace it was pulled from (issue 51). */
export const ORDER_CHANNELS = ['web', 'trendyol'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
export const ORDER_CHANNEL_LABELS: Record<OrderChannel, string> = { web: 'Web mağaza', trendyol: 'Trendyol' };

/** 'ship' is any carrier, 'pickup' collection at the shop, anything else one carrier's name. */
export const SHIPPING_METHOD_LABELS = { ship: 'Kargo', pickup: 'Mağazadan teslim' } as const;

/** Which date `from`/`to` read: when the order was placed (default) or when it was paid. */
export const ORDER_DATE_FIELDS = ['created', 'paid'] as const;

export const ORDER_FILTER_MESSAGES = {
  range: 'Geçerli bir tarih aralığı seçiniz (YYYY-AA-GG; başlangıç bitişten sonra olamaz)',
  status: 'Geçersiz sipariş durumu',
  paymentMethod: 'Geçersiz ödeme yöntemi',
  shippingMethod: 'Geçersiz teslimat yöntemi',
  channel: 'Geçersiz satış kanalı',
  dateBy: 'Geçersiz tarih alanı',
} as const;
const m = ORDER_FILTER_MESSAGES;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.range)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), m.range)
  .optional();

/** Repeated or comma-separated values, each once. */
const valueList = z.array(z.string()).transform((list) => [
  ...new Set(
    list
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean),
  ),
]);

/** A list filter: each value one of `values`, none meaning all. */
const several = <T extends string>(values: readonly T[], message: string) =>
  valueList.refine((list) => list.every((v) => values.includes(v as T)), message).transform((list) => list as T[]);

export const orderFiltersSchema = z
  .object({
    from: day,
    to: day,
    dateBy: z.enum(ORDER_DATE_FIELDS, { error: m.dateBy }).default('created'),
    status: several<OrderStatus>(ORDER_STATUSES, m.status),
    paymentMethod: several<PaymentMethod>(PAYMENT_METHODS, m.paymentMethod),
    shippingMethod: valueList.refine((list) => list.every((v) => v.length <= 60), m.shippingMethod),
    channel: several<OrderChannel>(ORDER_CHANNELS, m.channel),
    search: z
      .string()
      .trim()
      .max(200)
      .optional()
      .transform((v) => v || null),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, m.range);
export type OrderFilters = z.output<typeof orderFiltersSchema>;

const LIST_KEYS = ['status', 'paymentMethod', 'shippingMethod', 'channel'] as const;

/** The filters of a query string (repeated keys kept), ready for `orderFiltersSchema`. */
export function orderFiltersInput(params: URLSearchParams): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const key of ['from', 'to', 'dateBy', 'search'] as const) {
    const value = params.get(key);
    if (value !== null && value !== '') input[key] = value;
  }
  for (const key of LIST_KEYS) input[key] = params.getAll(key);
  return input;
}

/** The filters as a query string, the form the admin's list keeps in its URL. */
export function orderFiltersQuery(f: Partial<OrderFilters>): URLSearchParams {
  const query = new URLSearchParams();
  if (f.from) query.set('from', f.from);
  if (f.to) query.set('to', f.to);
  if (f.dateBy && f.dateBy !== 'created') query.set('dateBy', f.dateBy);
  for (const key of LIST_KEYS) if (f[key]?.length) query.set(key, f[key].join(','));
  if (f.search) query.set('search', f.search);
  return query;
}

/** The sums of every order the filters select (all pages). */
export interface OrderSelectionTotals {
  orders: number;
  /** Sum of the orders' totals, "1234.50". */
  totalAmount: string;
  refundedAmount: string;
}
