import { z } from 'zod';
import { idSchema } from './ids.ts';
import { CARRIER_MESSAGES, CARRIER_NAMES, TRACKING_NUMBER_PATTERN } from './carriers.ts';
import { ORDER_STATUSES, type OrderStatus } from './order.ts';

// What the admin does to orders beyond one status change (issue 50): the same change on several
// selected orders at once, their packing slips in one PDF, internal notes.

/** At most this many orders in one bulk action or one PDF: a day's dispatch, not the archive. */
export const MAX_BULK_ORDERS = 200;

export const ACTION_MESSAGES = {
  ids: `Bir ile ${MAX_BULK_ORDERS} arasında sipariş seçiniz`,
  note: 'Not boş olamaz ve en fazla 2000 karakter olabilir',
  noteAdded: 'Not eklendi',
  trackingPerOrder: 'Kargoya verilecek her sipariş için kargo firması ve takip numarası giriniz',
  bulkDone: (done: number, failed: number) =>
    failed === 0
      ? `${done} siparişin durumu güncellendi`
      : `${done} sipariş güncellendi, ${failed} sipariş güncellenemedi`,
} as const;
const m = ACTION_MESSAGES;

const ids = z
  .array(idSchema(m.ids), { error: m.ids })
  .min(1, m.ids)
  .max(MAX_BULK_ORDERS, m.ids)
  .transform((list) => [...new Set(list)]);

/** POST /api/admin/orders/packing-slips.pdf */
export const packingSlipsSchema = z.object({ ids });

/** POST /api/admin/orders/{id}/notes: a note for the staff, never shown to the buyer. */
export const orderNoteSchema = z.object({
  text: z.string({ error: m.note }).trim().min(1, m.note).max(2000, m.note),
});

const shipment = z.object({
  id: idSchema(m.ids),
  carrier: z.enum(CARRIER_NAMES, { error: CARRIER_MESSAGES.carrier }).optional(),
  trackingNumber: z
    .string({ error: CARRIER_MESSAGES.trackingNumber })
    .trim()
    .refine((v) => v === '' || TRACKING_NUMBER_PATTERN.test(v), CARRIER_MESSAGES.trackingNumber)
    .optional(),
});

/**
 * POST /api/admin/orders/bulk-status: one new status for the selected orders; for 'shipped'
 * each order brings its own carrier and tracking number.
 */
export const bulkStatusSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: 'Geçersiz sipariş durumu' }),
    orders: z.array(shipment, { error: m.ids }).min(1, m.ids).max(MAX_BULK_ORDERS, m.ids),
    note: z.string().trim().max(1000, 'Not en fazla 1000 karakter olabilir').optional(),
  })
  .refine((b) => new Set(b.orders.map((o) => o.id)).size === b.orders.length, m.ids)
  .refine((b) => b.status !== 'shipped' || b.orders.every((o) => o.carrier && o.trackingNumber), m.trackingPerOrder);
export type BulkStatus = z.output<typeof bulkStatusSchema>;

/** Each selected order's outcome: changed, or why not (its own Turkish message). */
export interface BulkStatusResult {
  message: string;
  results: {
    id: number;
    orderNumber: string | null;
    ok: boolean;
    status: OrderStatus | null;
    message: string | null;
  }[];
}

/** An internal note as the admin order view lists it. */
export interface OrderNoteView {
  id: number;
  text: string;
  createdBy: string | null;
  createdAt: string;
}
