import { formatTRY } from '#api/shared/money.ts';

/**
 * A running sale's struck 'before' price: the lowest of the 30 days before the sale (decision
 * 0318), as the answers carry it in `compareAtPrice`; nothing when there is none.
 */
export function BeforePrice({ price, className = '' }: { price: string | null | undefined; className?: string }) {
  if (!price) return null;
  return (
    <span className={`text-sm font-normal text-slate-600 ${className}`} data-testid="before-price">
      İndirim öncesi: <s>{formatTRY(price)}</s>
    </span>
  );
}
