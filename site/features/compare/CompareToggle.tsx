import { useMounted } from '../../lib/use-mounted';
import { useHydratedStore } from '../../lib/use-hydrated-store';
import { $compare, NOTHING_CHOSEN, toggleCompare, type CompareItem } from './compare-store';

/** 'Karşılaştır' on a product card and the product page: a pressed button while the product is chosen. */
export function CompareToggle({ product, className = '' }: { product: CompareItem; className?: string }) {
  const items = useHydratedStore($compare, NOTHING_CHOSEN);
  // The server's markup knows no choice: show it once hydrated.
  const chosen = useMounted() && items.some((i) => i.id === product.id);
  return (
    <button
      type="button"
      aria-pressed={chosen}
      aria-label={`Karşılaştır: ${product.name}`}
      onClick={() => toggleCompare(product)}
      className={`inline-flex min-h-11 items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium ${
        chosen ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
      } ${className}`}
    >
      <span aria-hidden="true">{chosen ? '✓' : '⇄'}</span>
      {chosen ? 'Karşılaştırılıyor' : 'Karşılaştır'}
    </button>
  );
}
