import { COMPARE_MAX, COMPARE_MIN } from '#api/schemas/compare.ts';
import { useMounted } from '../../lib/use-mounted';
import { useHydratedStore } from '../../lib/use-hydrated-store';
import { $compare, NOTHING_CHOSEN, clearCompare, comparePath } from './compare-store';

/**
 * The small floating bar while products are chosen to compare: how many, a link to the
 * comparison (from two on) and a way to clear the choice. Not on the comparison page itself.
 */
export function CompareBar() {
  const items = useHydratedStore($compare, NOTHING_CHOSEN);
  const mounted = useMounted();
  if (!mounted || items.length === 0 || location.pathname === '/karsilastir') return null;
  const ready = items.length >= COMPARE_MIN;
  return (
    <nav
      aria-label="Karşılaştırma"
      data-testid="compare-bar"
      className="fixed bottom-3 left-3 z-40 flex items-center gap-2 rounded-xl border border-slate-300 bg-white p-2 text-sm shadow-lg"
    >
      <span className="px-1 font-medium" aria-live="polite">
        {items.length}/{COMPARE_MAX} ürün
      </span>
      {ready ? (
        <a
          href={comparePath(items.map((i) => i.slug))}
          className="bg-brand-700 hover:bg-brand-900 inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-white"
        >
          Karşılaştır
        </a>
      ) : (
        <span className="px-1 text-slate-600">Bir ürün daha seçin</span>
      )}
      <button
        type="button"
        onClick={clearCompare}
        aria-label="Karşılaştırma listesini temizle"
        className="min-h-11 rounded-lg px-2 text-slate-600 hover:bg-slate-100"
      >
        Temizle
      </button>
    </nav>
  );
}
