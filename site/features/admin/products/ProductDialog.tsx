import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { apiForm } from '#site/lib/api-client.ts';
import { $adminCategories, loadAdminCategories } from '../admin-store.ts';
import { productMessages, type AdminProduct } from '#api/schemas/admin-products.ts';
import { draftOf, formDataOf, heldUnitsOf, withName } from './product-form-state';
import { CategoryTree } from './CategoryTree';
import { VariantsEditor } from './VariantsEditor';
import { PricingEditor } from './PricingEditor';
import { SalesEditor } from './SalesEditor';
import { DimensionsEditor } from './DimensionsEditor';
import { ImagesField } from './ImagesField';
import type { ItemDialogProps } from '../shared/ItemsPanel';
import { useItemForm } from '../shared/useItemForm';
import { Field, InputField, TextAreaField, inputClass } from '#site/components/ui/FormField.tsx';
import { FormActions } from '#site/components/ui/buttons.tsx';
import { VatRateOptions } from '../shared/ui';

/** 'Yeni Ürün Ekle' / 'Ürün Düzenle': a null item is create mode, a product is edit mode with its fields prefilled. */
export function ProductDialog({ open, item: product, onClose, onSaved }: ItemDialogProps<AdminProduct>) {
  const categories = useStore($adminCategories);
  const editing = product !== null;
  const {
    form: draft,
    set,
    busy,
    onSubmit,
  } = useItemForm({
    open,
    item: product,
    formOf: draftOf,
    path: '/api/admin/products',
    messages: productMessages,
    onSaved,
  });
  useEffect(() => {
    if (open && !$adminCategories.get()) void loadAdminCategories().catch(() => undefined);
  }, [open]);
  const submit = onSubmit((method, url) => apiForm(method, url, formDataOf(draft, editing)));
  const held = heldUnitsOf(product);

  const text = (label: string, key: 'sku' | 'unit') => (
    <InputField label={label} value={draft[key]} onValue={(value) => set({ [key]: value })} />
  );
  const number = (label: string, key: 'stockQuantity' | 'minOrderQuantity', step: string, min: string) => (
    <InputField
      label={label}
      type="number"
      required
      step={step}
      min={min}
      value={draft[key]}
      onValue={(value) => set({ [key]: value })}
    />
  );

  return (
    <Dialog open={open} onClose={onClose} title={editing ? 'Ürün Düzenle' : 'Yeni Ürün Ekle'} className="max-w-3xl">
      <form onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label="Ürün Adı *"
            required
            value={draft.name}
            onValue={(name) => set((d) => withName(d, name))}
          />
          <InputField label="URL Slug *" required value={draft.slug} onValue={(slug) => set({ slug })} />
        </div>
        <InputField
          label="Kısa Açıklama"
          value={draft.shortDescription}
          onValue={(shortDescription) => set({ shortDescription })}
        />
        <TextAreaField
          label="Detaylı Açıklama"
          rows={4}
          value={draft.description}
          onValue={(description) => set({ description })}
        />
        <div>
          <p className="text-sm font-medium text-slate-700">Kategoriler</p>
          {categories ? (
            <CategoryTree
              categories={categories}
              selected={draft.categories}
              onChange={(ids) => set({ categories: ids })}
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
            onValue={(value) => set({ basePrice: value })}
          />
          {number('Stok Miktarı *', 'stockQuantity', '1', '0')}
          {text('Birim', 'unit')}
          {text('SKU (Stok Kodu)', 'sku')}
          {number('Minimum Sipariş *', 'minOrderQuantity', '1', '1')}
          <Field label="KDV Oranı">
            {(id) => (
              <select
                id={id}
                className={inputClass}
                value={draft.vatRate}
                onChange={(e) => set({ vatRate: e.target.value })}
              >
                {!editing && <option value="">Mağaza varsayılanı</option>}
                <VatRateOptions />
              </select>
            )}
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={draft.returnable} onChange={(e) => set({ returnable: e.target.checked })} />
          İade edilebilir (kesim veya özel üretim ürünlerde işaretini kaldırın: cayma hakkı kapsamı dışındadır)
        </label>
        <VariantsEditor variants={draft.variants} onChange={(variants) => set({ variants })} />
        {product && (
          <PricingEditor
            productId={product.id}
            basePrice={product.basePrice}
            variants={product.variants}
            onMinOrder={(min) => set({ minOrderQuantity: String(min) })}
          />
        )}
        {product && <SalesEditor productId={product.id} basePrice={product.basePrice} variants={product.variants} />}
        {product && <DimensionsEditor productId={product.id} />}
        {held > 0 && (
          <p className="text-sm text-slate-600" role="note">
            Stok alanları raftaki miktarı gösterir. Ödeme bekleyen siparişler bunun {held.toLocaleString('tr-TR')}{' '}
            adedini ayırıyor; ödeme gelmezse bu adetler yeniden satışa açılır.
          </p>
        )}
        <ImagesField
          existing={draft.existingImages}
          files={draft.newImages}
          onExisting={(existingImages) => set({ existingImages })}
          onFiles={(newImages) => set({ newImages })}
        />
        <FormActions
          onCancel={onClose}
          busy={busy}
          label={editing ? 'Güncelle' : 'Ürün Ekle'}
          pendingLabel={editing ? 'Güncelleniyor...' : 'Ekleniyor...'}
        />
      </form>
    </Dialog>
  );
}
