import { z } from 'zod';
import type { PaymentMethod } from '../shared/payment-methods.ts';
import type { OrderChannel } from './admin-order-filters.ts';

// The business in numbers (issue 50): `GET /api/admin/reports/{sales,products,customers}` over the
// orders paid on the given days (Istanbul's), the same set as the accountant's export, each with
// the figures of the period just before for comparison; `…/{kind}.xlsx` downloads the same.

export const REPORT_KINDS = ['sales', 'products', 'customers'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_GROUPS = ['day', 'week', 'month'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

const MAX_REPORT_DAYS = 366;
export const REPORT_MESSAGES = {
  range: `Geçerli bir tarih aralığı seçiniz (YYYY-AA-GG; başlangıç bitişten sonra olamaz, en fazla ${MAX_REPORT_DAYS} gün)`,
  groupBy: 'Gruplama gün, hafta veya ay olmalıdır',
} as const;

const day = z
  .string({ error: REPORT_MESSAGES.range })
  .regex(/^\d{4}-\d{2}-\d{2}$/, REPORT_MESSAGES.range)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), REPORT_MESSAGES.range);

export const reportQuerySchema = z
  .object({
    from: day,
    to: day,
    groupBy: z.enum(REPORT_GROUPS, { error: REPORT_MESSAGES.groupBy }).default('day'),
  })
  .refine((r) => {
    const days = (Date.parse(r.to) - Date.parse(r.from)) / 86_400_000;
    return days >= 0 && days < MAX_REPORT_DAYS;
  }, REPORT_MESSAGES.range);
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** Sums of a set of paid orders; amounts "1234.50". netAmount = grossAmount − vatAmount. */
export interface SalesTotals {
  orders: number;
  netAmount: string;
  vatAmount: string;
  discountAmount: string;
  shippingAmount: string;
  /** Refunds the provider paid back (as 'İade Edilen' in the accountant's export). */
  refundAmount: string;
  /** The sum of the orders' totals. */
  grossAmount: string;
  averageOrderValue: string;
}

export interface SalesReport {
  from: string;
  to: string;
  groupBy: ReportGroup;
  totals: SalesTotals;
  /** One row per day, week (starting Monday) or month of the range, empty periods included. */
  rows: ({ period: string } & SalesTotals)[];
  byChannel: { channel: OrderChannel; orders: number; grossAmount: string }[];
  byPaymentMethod: { paymentMethod: PaymentMethod; orders: number; grossAmount: string }[];
  previous: { from: string; to: string; totals: SalesTotals };
}

/** Quantities stay per unit: metres are never added to pieces. */
export interface ProductReport {
  from: string;
  to: string;
  products: { productId: number | null; name: string; unit: string; quantity: number; netAmount: string }[];
  categories: { category: string; netAmount: string; quantities: { unit: string; quantity: number }[] }[];
  previous: { from: string; to: string; netAmount: string };
}

export interface CustomerReport {
  from: string;
  to: string;
  top: { key: string; name: string; email: string; orders: number; grossAmount: string }[];
  /** A customer is new when their first paid order ever falls in the range. */
  newCustomers: { customers: number; orders: number; grossAmount: string };
  returningCustomers: { customers: number; orders: number; grossAmount: string };
  previous: { from: string; to: string; newCustomers: number; returningCustomers: number };
}
