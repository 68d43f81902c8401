import type { InputHTMLAttributes } from 'react';
import { newVariant, type VariantDraft } from './product-form-state';
import { inputClass } from '#site/components/ui/FormField.tsx';
import { btn } from '#site/components/ui/buttons.tsx';

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
  /** One labelled text or number input of a variant. */
  const input = (
    v: VariantDraft,
    field: 'name' | 'price' | 'stockQuantity' | 'sku',
    label: string,
    attrs: InputHTMLAttributes<HTMLInputElement> = {},
    labelClass = 'text-xs font-medium',
  ) => (
    <label className={labelClass}>
      {label}
      <input
        className={inputClass}
        {...attrs}
        value={v[field]}
        onChange={(e) => update(v.key, { [field]: e.target.value })}
      />
    </label>
  );
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
            {input(v, 'name', 'Seçenek Adı *', { required: true }, 'col-span-2 text-xs font-medium')}
            {input(v, 'price', 'Fiyat (₺) *', { required: true, inputMode: 'decimal', placeholder: '1.249,90' })}
            {input(v, 'stockQuantity', 'Stok *', { required: true, type: 'number', min: '0', step: '1' })}
            {input(v, 'sku', 'SKU')}
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
