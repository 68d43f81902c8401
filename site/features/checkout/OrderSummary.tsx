import type { CartView } from '#api/schemas/cart.ts';
import { formatTRY } from '#api/shared/money.ts';
import type { OrderTotals } from '#api/shared/totals.ts';
import { TotalsList } from '../../components/ui/TotalsList';
import { InstallmentTable } from '../../components/ui/InstallmentTable';

interface Props {
  cart: CartView;
  totals: OrderTotals;
}

/** The sidebar: lines, subtotal, KDV per rate, free shipping and the total in TRY with two decimals. */
export function OrderSummary({ cart, totals }: Props) {
  return (
    <aside aria-labelledby="summary-title" className="rounded-xl border border-slate-200 bg-slate-50 p-5">
      <h2 id="summary-title" className="mb-4 text-lg font-semibold">
        Sipariş Özeti
      </h2>
      <ul className="mb-4 divide-y divide-slate-200">
        {cart.items.map((item) => (
          <li key={item.id} className="flex gap-3 py-3">
            {item.product.images[0] ? (
              <img
                src={item.product.images[0]}
                alt=""
                className="h-12 w-12 flex-none rounded object-cover"
                loading="lazy"
              />
            ) : (
              <div aria-hidden="true" className="h-12 w-12 flex-none rounded bg-slate-200" />
            )}
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium">{item.productName}</p>
              {item.variantName && <p className="text-xs text-slate-600">{item.variantName}</p>}
              <p className="text-xs text-slate-600">
                {item.quantity} × {formatTRY(item.price)}
              </p>
            </div>
            <p className="text-sm font-medium whitespace-nowrap">{formatTRY(item.totalPrice)}</p>
          </li>
        ))}
      </ul>
      <div className="border-t border-slate-200 pt-4">
        <TotalsList totals={totals} totalTestId="checkout-total" />
      </div>
      <div className="mt-4">
        <InstallmentTable priceKurus={totals.totalKurus} />
      </div>
    </aside>
  );
}
