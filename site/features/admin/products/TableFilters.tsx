import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { getJson } from '#site/lib/api-client.ts';
import { $adminCategories, loadAdminCategories } from '../admin-store.ts';
import { STOCK_STATES, type TableQuery } from '#api/schemas/admin-product-table.ts';
import type { BrandView } from '#api/schemas/products.ts';
import { InputField, inputClass } from '#site/components/ui/FormField.tsx';

const ACTIVE_STATES = [
  { value: 'true', label: 'Aktif' },
  { value: 'false', label: 'Pasif' },
];

type Filter = Pick<TableQuery, 'search' | 'categoryId' | 'brand' | 'stock' | 'active'>;

/** Search (typed text settles for 300 ms) and the category, brand, stock and active filters. */
export function TableFilters({ view, onChange }: { view: TableQuery; onChange: (patch: Partial<Filter>) => void }) {
  const categories = useStore($adminCategories);
  const [brands, setBrands] = useState<BrandView[]>([]);
  const [text, setText] = useState(view.search);
  useEffect(() => {
    if (!$adminCategories.get()) void loadAdminCategories().catch(() => undefined);
    void getJson<BrandView[]>('/api/brands')
      .then(setBrands)
      .catch(() => undefined);
  }, []);
  useEffect(() => setText(view.search), [view.search]);
  useEffect(() => {
    if (text === view.search) return;
    const timer = setTimeout(() => onChange({ search: text }), 300);
    return () => clearTimeout(timer);
  }, [text]);

  const parents = (categories ?? []).filter((c) => c.parentId === null);
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
      <InputField label="Ürün ara" type="search" placeholder="Ad, SKU veya marka..." value={text} onValue={setText} />
      <label className="text-sm font-medium text-slate-700">
        Kategori
        <select
          className={inputClass}
          value={view.categoryId ?? ''}
          onChange={(e) => onChange({ categoryId: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">Tüm kategoriler</option>
          {parents.map((p) => [
            <option key={p.id} value={p.id}>
              {p.name}
            </option>,
            ...(categories ?? [])
              .filter((c) => c.parentId === p.id)
              .map((c) => <option key={c.id} value={c.id}>{`— ${c.name}`}</option>),
          ])}
        </select>
      </label>
      <FilterSelect
        label="Marka"
        value={view.brand ?? ''}
        all="Tüm markalar"
        options={brands.map((b) => ({ value: b.name, label: b.name }))}
        onValue={(brand) => onChange({ brand: brand || undefined })}
      />
      <FilterSelect
        label="Stok durumu"
        value={view.stock ?? ''}
        all="Tümü"
        options={STOCK_STATES}
        onValue={(stock) => onChange({ stock: (stock || undefined) as Filter['stock'] })}
      />
      <FilterSelect
        label="Durum"
        value={view.active === undefined ? '' : String(view.active)}
        all="Tümü"
        options={ACTIVE_STATES}
        onValue={(active) => onChange({ active: active === '' ? undefined : active === 'true' })}
      />
    </div>
  );
}

/** A labelled filter whose first, empty choice means "no filter". */
function FilterSelect(props: {
  label: string;
  value: string;
  all: string;
  options: readonly { value: string; label: string }[];
  onValue: (value: string) => void;
}) {
  return (
    <label className="text-sm font-medium text-slate-700">
      {props.label}
      <select className={inputClass} value={props.value} onChange={(e) => props.onValue(e.target.value)}>
        <option value="">{props.all}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
