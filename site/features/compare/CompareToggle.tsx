import { useMounted } from '../../lib/use-mounted';
import { useHydratedStore } from '../../lib/use-hydrated-store';
import { $compare, NOTHING_CHOSEN, toggleCompare, type CompareItem } from './compare-store';

/**
 * 'Karşılaştır' on a product card and the product page: a pressed button while the product is
 * chosen. Its look follows `aria-pressed` alone (CSS), so a category's plain server cards, which
 * React does not render, are kept right by setting that attribute (syncPlainToggles).
 */
export function CompareToggle({
  product,
  compact = false,
  className = '',
}: {
  product: CompareItem;
  /** On a phone's card: the sign alone, so the card keeps one row of buttons. */
  compact?: boolean;
  className?: string;
}) {
  const items = useHydratedStore($compare, NOTHING_CHOSEN);
  // The server's markup knows no choice: show it once hydrated.
  const chosen = useMounted() && items.some((i) => i.id === product.id);
  return (
    <button
      type="button"
      aria-pressed={chosen}
      aria-label={`Karşılaştır: ${product.name}`}
      data-compare-product={product.id}
      onClick={() => toggleCompare(product)}
      className={`group aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-900 inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 ${className}`}
    >
      <span aria-hidden="true" className="group-aria-pressed:hidden">
        ⇄
      </span>
      <span aria-hidden="true" className="hidden group-aria-pressed:inline">
        ✓
      </span>
      <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>Karşılaştır</span>
    </button>
  );
}

/** Marks the plain cards' toggles under `root` as the choice stands (the cards React renders mark themselves). */
export function syncPlainToggles(root: HTMLElement, items: readonly CompareItem[]) {
  for (const button of root.querySelectorAll<HTMLElement>('[data-compare-product]')) {
    button.setAttribute('aria-pressed', String(items.some((i) => i.id === Number(button.dataset.compareProduct))));
  }
}
