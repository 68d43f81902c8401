import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatTRY } from '#api/shared/money.ts';
import { PRICE_SLIDER_MAX, PRICE_SLIDER_STEP } from '#api/schemas/products.ts';
import { $filters, updateFilters } from './market-store';

const COMMIT_DELAY_MS = 400;

/**
 * The 0–10000 price range (step 50) as two sliders. The top of the slider means
 * "no upper limit", so products above 10.000 ₺ are not hidden by default.
 */
export function PriceFilter() {
  const filters = useStore($filters);
  const fromFilters = (): [number, number] => [
    Number(filters.minPrice ?? 0),
    Math.min(Number(filters.maxPrice ?? PRICE_SLIDER_MAX), PRICE_SLIDER_MAX),
  ];
  const [range, setRange] = useState(fromFilters);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) setRange(fromFilters());
  }, [filters.minPrice, filters.maxPrice]);

  useEffect(() => {
    if (!moved.current) return;
    const timer = setTimeout(() => {
      moved.current = false;
      const [min, max] = range;
      updateFilters({
        minPrice: min > 0 ? String(min) : undefined,
        maxPrice: max < PRICE_SLIDER_MAX ? String(max) : undefined,
      });
    }, COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [range]);

  const set = (index: 0 | 1, value: number) => {
    moved.current = true;
    setRange(([min, max]) => (index === 0 ? [Math.min(value, max), max] : [min, Math.max(value, min)]));
  };
  // 44 px tall below lg: the thumb is dragged by a finger on a phone.
  const slider = 'accent-brand-600 w-full h-11 lg:h-6';

  return (
    <div className="space-y-3">
      <label className="block text-sm">
        <span className="text-slate-600">En düşük</span>
        <input
          type="range"
          min={0}
          max={PRICE_SLIDER_MAX}
          step={PRICE_SLIDER_STEP}
          value={range[0]}
          onChange={(e) => set(0, Number(e.target.value))}
          className={slider}
        />
      </label>
      <label className="block text-sm">
        <span className="text-slate-600">En yüksek</span>
        <input
          type="range"
          min={0}
          max={PRICE_SLIDER_MAX}
          step={PRICE_SLIDER_STEP}
          value={range[1]}
          onChange={(e) => set(1, Number(e.target.value))}
          className={slider}
        />
      </label>
      <p className="text-sm font-medium" aria-live="polite">
        {formatTRY(range[0])} – {formatTRY(range[1])}
        {range[1] >= PRICE_SLIDER_MAX ? '+' : ''}
      </p>
    </div>
  );
}
