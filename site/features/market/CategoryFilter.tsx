import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { useStoreInTransition } from '../../lib/use-store-in-transition';
import type { CategoryView } from '#api/schemas/products.ts';
import { $categories, $filters, updateFilters } from './market-store';
import { TruncatedName } from './TruncatedName';
import { FilterCheckbox } from './FilterCheckbox';
import { LineIcon } from '../../components/ui/LineIcon.tsx';

/** Top-level categories with collapsible sub-categories; multi-select checkboxes. */
export function CategoryFilter() {
  const categories = useStoreInTransition($categories);
  const selected = useStore($filters).categoryIds;
  const [open, setOpen] = useState<Set<number>>(new Set());
  const toggle = (id: number, on: boolean) =>
    updateFilters({ categoryIds: on ? [...selected, id] : selected.filter((c) => c !== id) });
  const children = (id: number) => categories.filter((c) => c.parentId === id);

  const item = (c: CategoryView) => (
    <FilterCheckbox checked={selected.includes(c.id)} onChange={(on) => toggle(c.id, on)} count={c.productCount}>
      <TruncatedName name={c.name} />
    </FilterCheckbox>
  );

  return (
    <ul className="space-y-1">
      {categories
        .filter((c) => c.parentId === null)
        .map((top) => {
          const subs = children(top.id);
          const expanded = open.has(top.id) || subs.some((s) => selected.includes(s.id));
          return (
            <li key={top.id}>
              <div className="flex items-center gap-1">
                <div className="min-w-0 flex-1">{item(top)}</div>
                {subs.length > 0 && (
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-label={`${top.name} alt kategorileri`}
                    onClick={() =>
                      setOpen((s) => {
                        const next = new Set(s);
                        if (expanded) next.delete(top.id);
                        else next.add(top.id);
                        return next;
                      })
                    }
                    className="flex h-11 w-11 items-center justify-center rounded text-slate-500 hover:bg-slate-100 lg:h-auto lg:w-auto lg:p-1"
                  >
                    <LineIcon className={`h-4 w-4 transition-transform ${expanded ? 'rotate-180' : ''}`}>
                      <path d="m6 9 6 6 6-6" />
                    </LineIcon>
                  </button>
                )}
              </div>
              {expanded && subs.length > 0 && (
                <ul className="mt-1 ml-6 space-y-1">
                  {subs.map((s) => (
                    <li key={s.id}>{item(s)}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
    </ul>
  );
}
