import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { SORT_OPTIONS, type SortBy } from '#api/schemas/products.ts';
import { $filters, updateFilters } from './market-store';
import { LineIcon } from '../../components/ui/LineIcon.tsx';

const SEARCH_DEBOUNCE_MS = 400;

/**
 * What a shopper typed into the server-rendered search box before this island woke: read
 * when this module loads, since hydration puts the box back to the server's empty value.
 */
const typedBeforeHydration =
  typeof document === 'undefined'
    ? ''
    : (document.querySelector<HTMLInputElement>('input[data-market-search]')?.value.trim() ?? '');

/** Debounced search box, sort select, and the filter toggle on small screens. */
export function MarketToolbar({ onToggleFilters, filtersOpen }: { onToggleFilters: () => void; filtersOpen: boolean }) {
  const filters = useStore($filters);
  const [text, setText] = useState(filters.search);
  const typed = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  // Searches what was typed before hydration (still in the box, or read at module load).
  useEffect(() => {
    const early = input.current?.value.trim() || typedBeforeHydration;
    if (!early || early === $filters.get().search) return;
    typed.current = true;
    setText(early);
  }, []);

  // Back/forward or reset change the search from outside: show it.
  useEffect(() => {
    if (!typed.current) setText(filters.search);
  }, [filters.search]);

  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => {
      typed.current = false;
      if (text.trim() !== $filters.get().search) updateFilters({ search: text.trim() });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
      <label className="relative flex-1">
        <span className="sr-only">Ürün ara</span>
        <LineIcon className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-400">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </LineIcon>
        <input
          ref={input}
          data-market-search
          type="search"
          value={text}
          placeholder="Ürün ara..."
          onChange={(e) => {
            typed.current = true;
            setText(e.target.value);
          }}
          className="focus:border-brand-500 focus:ring-brand-500 min-h-11 w-full rounded-lg border border-slate-300 py-2.5 pr-3 pl-10 focus:ring-1 focus:outline-none"
        />
      </label>
      <div className="flex items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm">
          <span className="whitespace-nowrap text-slate-600">Sırala</span>
          <select
            value={filters.sortBy}
            onChange={(e) => updateFilters({ sortBy: e.target.value as SortBy })}
            className="min-h-11 rounded-lg border border-slate-300 bg-white py-2.5 pr-8 pl-3"
          >
            {SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          onClick={onToggleFilters}
          aria-expanded={filtersOpen}
          aria-haspopup="dialog"
          className="min-h-11 rounded-lg border border-slate-300 px-3 py-2.5 text-sm font-medium lg:hidden"
        >
          Filtreler
        </button>
      </div>
    </div>
  );
}
