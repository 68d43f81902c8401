import { useStore } from '@nanostores/react';
import { $adminCategories } from '../admin-store.ts';
import { formatTRY } from '#api/shared/money.ts';
import { heldUnitsOf, withName } from './product-form-state';
import { CategoryTree } from './CategoryTree';
import { ChoiceField, CountField, InputField, TextAreaField } from '#site/components/ui/FormField.tsx';
import { VatRateOptions } from '../shared/ui';
import type { SectionProps } from './section-types';

/** 'Genel': name, slug, texts, categories, price, stock, unit, SKU and KDV. */
export function GeneralFields({ draft: { fields: draft }, set, state }: SectionProps) {
  const categories = useStore($adminCategories);
  const product = state?.product ?? null;
  const editing = product !== null;
  const held = heldUnitsOf(product);
  const patch = (p: Partial<typeof draft>) => set((d) => ({ ...d, fields: { ...d.fields, ...p } }));
  // While the product's own sale runs its price is the sale's (decision 0319): say so by the field.
  const running = state?.sales.find((s) => s.variantId === null && s.running);

  /** A text control's `value` and `onValue` for one of the product's text fields. */
  const bind = (key: 'slug' | 'shortDescription' | 'description' | 'stockQuantity' | 'unit' | 'sku') => ({
    value: draft[key],
    onValue: (value: string) => patch({ [key]: value }),
  });
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Ürün Adı *"
          required
          value={draft.name}
          onValue={(name) => set((d) => ({ ...d, fields: { ...d.fields, ...withName(d.fields, name) } }))}
        />
        <InputField label="URL Slug *" required {...bind('slug')} />
      </div>
      <InputField label="Kısa Açıklama" {...bind('shortDescription')} />
      <TextAreaField label="Detaylı Açıklama" rows={4} {...bind('description')} />
      <div>
        <p className="text-sm font-medium text-slate-700">Kategoriler</p>
        {categories ? (
          <CategoryTree
            categories={categories}
            selected={draft.categories}
            onChange={(ids) => patch({ categories: ids })}
          />
        ) : (
          <p className="text-sm text-slate-500">Kategoriler yükleniyor...</p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField
          label="Fiyat (₺) *"
          required
          inputMode="decimal"
          placeholder="1.249,90"
          value={draft.basePrice}
          onValue={(value) => patch({ basePrice: value })}
          hint={
            running?.regularPrice
              ? `İndirim sürüyor: bu, mağazanın şu an uyguladığı indirimli fiyattır; ${formatTRY(running.regularPrice)} indirim bitince geri gelir.`
              : undefined
          }
        />
        <CountField label="Stok Miktarı *" min="0" {...bind('stockQuantity')} />
        <InputField label="Birim" {...bind('unit')} />
        <InputField label="SKU (Stok Kodu)" {...bind('sku')} />
        <ChoiceField label="KDV Oranı" value={draft.vatRate} onValue={(vatRate) => patch({ vatRate })}>
          {!editing && <option value="">Mağaza varsayılanı</option>}
          <VatRateOptions />
        </ChoiceField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={draft.returnable} onChange={(e) => patch({ returnable: e.target.checked })} />
        İade edilebilir (kesim veya özel üretim ürünlerde işaretini kaldırın: cayma hakkı kapsamı dışındadır)
      </label>
      {held > 0 && (
        <p className="text-sm text-slate-600" role="note">
          Stok alanları raftaki miktarı gösterir. Ödeme bekleyen siparişler bunun {held.toLocaleString('tr-TR')} adedini
          ayırıyor; ödeme gelmezse bu adetler yeniden satışa açılır.
        </p>
      )}
    </div>
  );
}
