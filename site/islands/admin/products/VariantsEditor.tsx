import { newVariant, type VariantDraft } from './product-form-state';
import { btn, inputClass } from '../shared/ui';

/** 'Ürün Seçenekleri': name, price, stock, SKU and active flag per variant. */
export function VariantsEditor({
  variants,
  onChange,
}: {
  variants: VariantDraft[];
  onChange: (v: VariantDraft[]) => void;
}) {
  const update = (key: string, patch: Partial<VariantDraft>) =>
    onChange(variants.map((v) => (v.key === key ? { ...v, ...patch } : v)));
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <div className="flex items-center justify-between">
        <legend className="font-semibold">Ürün Seçenekleri</legend>
        <button type="button" className={btn.small} onClick={() => onChange([...variants, newVariant()])}>
          + Seçenek Ekle
        </button>
      </div>
      {variants.length === 0 && <p className="mt-2 text-sm text-slate-500">Henüz ürün seçeneği eklenmedi</p>}
      <ul className="mt-2 space-y-3">
        {variants.map((v, i) => (
          <li key={v.key} className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 sm:grid-cols-6">
            <label className="col-span-2 text-xs font-medium">
              Seçenek Adı *
              <input
                className={inputClass}
                required
                value={v.name}
                onChange={(e) => update(v.key, { name: e.target.value })}
              />
            </label>
            <label className="text-xs font-medium">
              Fiyat (₺) *
              <input
                className={inputClass}
                required
                type="number"
                min="0"
                step="0.01"
                value={v.price}
                onChange={(e) => update(v.key, { price: e.target.value })}
              />
            </label>
            <label className="text-xs font-medium">
              Stok *
              <input
                className={inputClass}
                required
                type="number"
                min="0"
                step="1"
                value={v.stockQuantity}
                onChange={(e) => update(v.key, { stockQuantity: e.target.value })}
              />
            </label>
            <label className="text-xs font-medium">
              SKU
              <input className={inputClass} value={v.sku} onChange={(e) => update(v.key, { sku: e.target.value })} />
            </label>
            <div className="flex items-end justify-between gap-2">
              <label className="flex items-center gap-1 pb-2 text-xs font-medium">
                <input
                  type="checkbox"
                  checked={v.isActive}
                  onChange={(e) => update(v.key, { isActive: e.target.checked })}
                />{' '}
                Aktif
              </label>
              <button
                type="button"
                className={btn.danger}
                aria-label={`${i + 1}. seçeneği kaldır`}
                onClick={() => onChange(variants.filter((x) => x.key !== v.key))}
              >
                Kaldır
              </button>
            </div>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
