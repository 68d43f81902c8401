import { formatTRY } from '#api/shared/money.ts';
import type { OrderView } from '#api/schemas/order.ts';
import { totalsOfOrder } from '#api/shared/vat.ts';
import { TotalsList } from '../../components/ui/TotalsList';

/** The ordered lines (name, optional variant, quantity, line total) and the totals. */
export function OrderLines({ order, detailed = true }: { order: OrderView; detailed?: boolean }) {
  return (
    <div>
      <ul className="divide-y divide-slate-200">
        {order.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-4 py-3">
            <div>
              <p className="font-medium">{item.productName}</p>
              {item.variantName && <p className="text-sm text-slate-600">{item.variantName}</p>}
              <p className="text-sm text-slate-600">
                {item.quantity} {item.unit}
                {detailed ? ` × ${formatTRY(item.unitPrice)}` : ''}
              </p>
            </div>
            <p className="font-medium whitespace-nowrap">{formatTRY(item.totalPrice)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-2 border-t border-slate-200 pt-3">
        {detailed ? (
          <TotalsList totals={totalsOfOrder(order)} />
        ) : (
          <p className="flex justify-between text-base font-bold">
            <span>Toplam</span>
            <span>{formatTRY(order.totalAmount)}</span>
          </p>
        )}
      </div>
    </div>
  );
}
