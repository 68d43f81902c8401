import { ORDER_STATUS_LABELS, type OrderStatus } from '#api/schemas/order.ts';

// One colour per status value, as the storefront spec asks; the admin's order list and detail use the same badge.
const COLOURS: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  awaiting_payment: 'bg-yellow-100 text-yellow-900 ring-yellow-400',
  confirmed: 'bg-green-100 text-green-900 ring-green-300',
  processing: 'bg-blue-100 text-blue-900 ring-blue-300',
  shipped: 'bg-violet-100 text-violet-900 ring-violet-300',
  delivered: 'bg-emerald-700 text-white ring-emerald-800',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
  refunded: 'bg-slate-200 text-slate-900 ring-slate-400',
  partially_refunded: 'bg-orange-100 text-orange-900 ring-orange-300',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ${COLOURS[status] ?? COLOURS.pending}`}
    >
      {ORDER_STATUS_LABELS[status] ?? status}
    </span>
  );
}
