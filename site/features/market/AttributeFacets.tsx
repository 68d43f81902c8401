import { useStore } from '@nanostores/react';
import type { Facet } from '#api/schemas/products.ts';
import type { AttributeFilter } from '#api/schemas/products.ts';
import { useStoreInTransition } from '../../lib/use-store-in-transition';
import { $filters, $listing, updateFilters } from './market-store';
import { FilterCheckbox } from './FilterCheckbox';

const box = 'rounded-xl border border-slate-200 bg-white p-4';
const heading = 'mb-3 text-sm font-semibold tracking-wide text-slate-900 uppercase';

/**
 * The listing's technical facets (issue 47) with their counts: a choice or yes/no attribute as
 * checkboxes (any of the ticked values), a number as a from–to range. The selection lives in the
 * URL like every filter (market-store.ts).
 */
export function AttributeFacets() {
  const facets = useStoreInTransition($listing).data?.facets ?? [];
  const filters = useStore($filters);
  const set = (code: string, filter: AttributeFilter | null) => {
    const next = { ...filters.attributes };
    if (filter && (filter.values?.length || filter.min !== undefined || filter.max !== undefined)) next[code] = filter;
    else delete next[code];
    updateFilters({ attributes: next });
  };
  return (
    <>
      {facets
        .filter((f) => f.kind !== 'brand')
        .map((facet) => (
          <fieldset key={facet.code} className={box} data-facet={facet.code}>
            <legend className="sr-only">{facet.name}</legend>
            <h2 className={heading} aria-hidden="true">
              {facet.name}
              {facet.unit ? ` (${facet.unit})` : ''}
            </h2>
            {facet.kind === 'number' ? (
              <NumberRange facet={facet} filter={filters.attributes[facet.code]} onChange={(f) => set(facet.code, f)} />
            ) : (
              <ChoiceList facet={facet} filter={filters.attributes[facet.code]} onChange={(f) => set(facet.code, f)} />
            )}
          </fieldset>
        ))}
    </>
  );
}

type ListFacet = Extract<Facet, { values: unknown }>;
type NumberFacet = Extract<Facet, { kind: 'number' }>;

function ChoiceList(props: { facet: ListFacet; filter?: AttributeFilter; onChange: (f: AttributeFilter) => void }) {
  const chosen = props.filter?.values ?? [];
  const toggle = (value: string, on: boolean) =>
    props.onChange({ values: on ? [...chosen, value] : chosen.filter((v) => v !== value) });
  return (
    <ul className="max-h-64 space-y-1 overflow-y-auto pr-1">
      {props.facet.values.map((v) => (
        <li key={v.value}>
          <FilterCheckbox
            checked={chosen.includes(v.value)}
            onChange={(on) => toggle(v.value, on)}
            count={v.count.toLocaleString('tr-TR')}
          >
            <span>{v.label}</span>
          </FilterCheckbox>
        </li>
      ))}
    </ul>
  );
}

const trNumber = (n: number | null) => (n === null ? '' : n.toLocaleString('tr-TR'));

function NumberRange(props: { facet: NumberFacet; filter?: AttributeFilter; onChange: (f: AttributeFilter) => void }) {
  const { facet, filter } = props;
  // A bound is taken when the field is left or Enter is pressed; '2,5' and '2.5' both read.
  const commit = (bound: 'min' | 'max', text: string) => {
    const value = text.trim().replace(',', '.');
    const next = { ...filter, [bound]: /^-?\d+(\.\d+)?$/.test(value) ? value : undefined };
    if (next[bound] !== filter?.[bound]) props.onChange(next);
  };
  const field = (bound: 'min' | 'max', label: string, placeholder: number | null) => (
    <label className="block flex-1 text-sm">
      <span className="text-slate-600">{label}</span>
      <input
        key={`${bound}:${filter?.[bound] ?? ''}`}
        inputMode="decimal"
        defaultValue={filter?.[bound]?.replace('.', ',') ?? ''}
        placeholder={trNumber(placeholder)}
        onBlur={(e) => commit(bound, e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && commit(bound, e.currentTarget.value)}
        className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 px-3 py-2 lg:min-h-0"
      />
    </label>
  );
  return (
    <div className="flex gap-2">
      {field('min', 'En az', facet.min)}
      {field('max', 'En çok', facet.max)}
    </div>
  );
}
