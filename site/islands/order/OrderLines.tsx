import { formatTRY } from '../../../api/schemas/money';
import { shippingLabel } from '../../../api/services/orders/shipping';
import type { OrderView } from '../../../api/schemas/order';

/** The ordered lines (name, optional variant, quantity, line total) and the totals. */
export function OrderLines({ order, detailed = true }: { order: OrderView; detailed?: boolean }) {
  const row = 'flex justify-between text-sm';
  return (
    <div>
      <ul className="divide-y divide-slate-200">
        {order.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-4 py-3">
            <div>
              <p className="font-medium">{item.productName}</p>
              {item.variantName && <p className="text-sm text-slate-600">{item.variantName}</p>}
              <p className="text-sm text-slate-600">{item.quantity} {item.unit}{detailed ? ` × ${formatTRY(item.unitPrice)}` : ''}</p>
            </div>
            <p className="font-medium whitespace-nowrap">{formatTRY(item.totalPrice)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-1 border-t border-slate-200 pt-3">
        {detailed && (
          <>
            <div className={row}><dt>Ara Toplam</dt><dd>{formatTRY(order.subtotal)}</dd></div>
            <div className={row}><dt>KDV (%{Number(order.vatRate)})</dt><dd>{formatTRY(order.taxAmount)}</dd></div>
            <div className={row}><dt>Kargo</dt><dd>{shippingLabel(order.shippingAmount)}</dd></div>
          </>
        )}
        <div className="flex justify-between pt-1 text-base font-bold"><dt>Toplam</dt><dd>{formatTRY(order.totalAmount)}</dd></div>
      </dl>
    </div>
  );
}
