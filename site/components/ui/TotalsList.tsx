import { formatTRY, fromKurus } from '#api/shared/money.ts';
import { DISCOUNT_LABEL, vatLabel, type OrderTotals } from '#api/shared/vat.ts';
import { shippingLabel } from '#api/shared/shipping.ts';

interface Props {
  totals: Pick<OrderTotals, 'subtotalKurus' | 'vat' | 'totalKurus'> & {
    shippingKurus?: number;
    discountKurus?: number;
  };
  /** Marks the total for tests and screen readers that look for it. */
  totalTestId?: string;
  /** Shows the free-shipping line (checkout summary, order pages). */
  shipping?: boolean;
}

/** Subtotal, the transfer discount when there is one, one 'KDV (%rate)' line per rate present, shipping and the total. */
export function TotalsList({ totals, totalTestId, shipping = true }: Props) {
  const row = 'flex justify-between text-sm';
  return (
    <dl className="space-y-1">
      <div className={row}>
        <dt>Ara Toplam</dt>
        <dd>{formatTRY(fromKurus(totals.subtotalKurus))}</dd>
      </div>
      {!!totals.discountKurus && (
        <div className={row}>
          <dt>{DISCOUNT_LABEL}</dt>
          <dd data-testid="discount-amount">−{formatTRY(fromKurus(totals.discountKurus))}</dd>
        </div>
      )}
      {totals.vat.map((v) => (
        <div key={v.rate} className={row}>
          <dt>{vatLabel(v.rate)}</dt>
          <dd>{formatTRY(fromKurus(v.vatKurus))}</dd>
        </div>
      ))}
      {shipping && (
        <div className={row}>
          <dt>Kargo</dt>
          <dd className="font-medium text-green-700">{shippingLabel(fromKurus(totals.shippingKurus ?? 0))}</dd>
        </div>
      )}
      <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-bold">
        <dt>Toplam</dt>
        <dd data-testid={totalTestId}>{formatTRY(fromKurus(totals.totalKurus))}</dd>
      </div>
    </dl>
  );
}
