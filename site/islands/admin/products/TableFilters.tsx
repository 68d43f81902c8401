import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { getJson } from '#site/lib/api-client.ts';
import { $adminCategories, loadAdminCategories } from '#site/stores/admin.ts';
import { STOCK_STATES, type TableQuery } from '#api/schemas/admin-product-table.ts';
import type { BrandView } from '#api/schemas/products.ts';
import { inputClass } from '../shared/ui';

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
      <label className="text-sm font-medium text-slate-700">
        Ürün ara
        <input
          type="search"
          className={inputClass}
          placeholder="Ad, SKU veya marka..."
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
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
      <label className="text-sm font-medium text-slate-700">
        Marka
        <select
          className={inputClass}
          value={view.brand ?? ''}
          onChange={(e) => onChange({ brand: e.target.value || undefined })}
        >
          <option value="">Tüm markalar</option>
          {brands.map((b) => (
            <option key={b.name} value={b.name}>
              {b.name}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-700">
        Stok durumu
        <select
          className={inputClass}
          value={view.stock ?? ''}
          onChange={(e) => onChange({ stock: (e.target.value || undefined) as Filter['stock'] })}
        >
          <option value="">Tümü</option>
          {STOCK_STATES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-700">
        Durum
        <select
          className={inputClass}
          value={view.active === undefined ? '' : String(view.active)}
          onChange={(e) => onChange({ active: e.target.value === '' ? undefined : e.target.value === 'true' })}
        >
          <option value="">Tümü</option>
          <option value="true">Aktif</option>
          <option value="false">Pasif</option>
        </select>
      </label>
    </div>
  );
}
