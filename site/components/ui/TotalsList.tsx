import { formatTRY, fromKurus } from '#api/shared/money.ts';
import { DISCOUNT_LABEL, vatLabel, type OrderTotals } from '#api/shared/vat.ts';
import { shippingLabel } from '#api/shared/shipping.ts';

interface Props {
  totals: Pick<OrderTotals, 'subtotalKurus' | 'vat' | 'totalKurus'> & {
    shippingKurus?: number;
    /** Each discount as its own line (shared/discounts.ts). */
    discounts?: { label: string; kurus: number }[];
  };
  /** Marks the total for tests and screen readers that look for it. */
  totalTestId?: string;
  /** Shows the free-shipping line (checkout summary, order pages). */
  shipping?: boolean;
}

/** Subtotal, each discount (codes, rules, the transfer discount) as its own line, one 'KDV (%rate)' line per rate present, shipping and the total. */
export function TotalsList({ totals, totalTestId, shipping = true }: Props) {
  const row = 'flex justify-between text-sm';
  return (
    <dl className="space-y-1">
      <div className={row}>
        <dt>Ara Toplam</dt>
        <dd>{formatTRY(fromKurus(totals.subtotalKurus))}</dd>
      </div>
      {totals.discounts?.map((d, i) => (
        <div key={i} className={row} data-testid="discount-line">
          <dt>{d.label}</dt>
          <dd data-testid={d.label === DISCOUNT_LABEL ? 'discount-amount' : undefined}>
            −{formatTRY(fromKurus(d.kurus))}
          </dd>
        </div>
      ))}
      {totals.vat.map((v) => (
        <div key={v.rate} className={row}>
          <dt>{vatLabel(v.rate)}</dt>
          <dd>{formatTRY(fromKurus(v.vatKurus))}</dd>
        </div>
      ))}
      {shipping && (
        <div className={row}>
          <dt>Kargo</dt>
          {/* 'Ücretsiz' in green; a charge reads like the other amounts. */}
          <dd className={totals.shippingKurus ? undefined : 'font-medium text-green-700'}>
            {shippingLabel(fromKurus(totals.shippingKurus ?? 0))}
          </dd>
        </div>
      )}
      <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-bold">
        <dt>Toplam</dt>
        <dd data-testid={totalTestId}>{formatTRY(fromKurus(totals.totalKurus))}</dd>
      </div>
    </dl>
  );
}
