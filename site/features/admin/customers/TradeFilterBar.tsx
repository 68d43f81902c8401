import type { ReactNode } from 'react';
import { inputClass } from '#site/components/ui/FormField.tsx';
import { TRADE_STATUSES, TRADE_STATUS_LABELS } from '#api/features/trade/schemas.ts';

/**
 * The 'Müşteriler' tab's search box and trade-state filter, shared by the applications and the
 * customer list; either change sends the list back to its first page (`onChange`).
 */
export function TradeFilterBar(props: {
  searchLabel: string;
  placeholder: string;
  search: string;
  onSearch: (value: string) => void;
  filterLabel: string;
  filter: string;
  onFilter: (value: string) => void;
  /** The options before the trade states: 'all' first, then any extra ones. */
  leadingOptions: ReactNode;
}) {
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_14rem]">
      <label className="text-sm font-medium text-slate-700">
        {props.searchLabel}
        <input
          type="search"
          className={inputClass}
          placeholder={props.placeholder}
          value={props.search}
          onChange={(e) => props.onSearch(e.target.value)}
        />
      </label>
      <label className="text-sm font-medium text-slate-700">
        {props.filterLabel}
        <select className={inputClass} value={props.filter} onChange={(e) => props.onFilter(e.target.value)}>
          {props.leadingOptions}
          {TRADE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {TRADE_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
