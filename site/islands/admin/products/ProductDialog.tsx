import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { apiForm, errorMessage } from '#site/lib/api-client.ts';
import { toastError, toastSuccess } from '#site/stores/toast.ts';
import { $adminCategories, loadAdminCategories } from '#site/stores/admin.ts';
import { productMessages as m, type AdminProduct } from '#api/schemas/admin-products.ts';
import { VAT_RATES } from '#api/schemas/vat.ts';
import { draftOf, formDataOf, withName, type ProductDraft } from './product-form-state';
import { CategoryTree } from './CategoryTree';
import { VariantsEditor } from './VariantsEditor';
import { ImagesField } from './ImagesField';
import { Field, FormActions, inputClass } from '../shared/ui';

interface Props {
  open: boolean;
  /** null: create mode; a product: edit mode with its fields prefilled. */
  product: AdminProduct | null;
  onClose: () => void;
  onSaved: () => void;
}

export function ProductDialog({ open, product, onClose, onSaved }: Props) {
  const categories = useStore($adminCategories);
  const [draft, setDraft] = useState<ProductDraft>(() => draftOf(product));
  const [saving, setSaving] = useState(false);
  const editing = product !== null;
  useEffect(() => {
    if (open) setDraft(draftOf(product));
    if (open && !$adminCategories.get()) void loadAdminCategories().catch(() => undefined);
  }, [open, product]);
  const set = (patch: Partial<ProductDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    try {
      await apiForm(
        editing ? 'PUT' : 'POST',
        editing ? `/api/admin/products/${product.id}` : '/api/admin/products',
        formDataOf(draft, editing),
      );
      toastSuccess(editing ? m.updated : m.created);
      setDraft(draftOf(null));
      onSaved();
    } catch (error) {
      toastError(errorMessage(error, editing ? m.updateFailed : m.createFailed));
    } finally {
      setSaving(false);
    }
  };

  const text = (label: string, key: 'sku' | 'unit', required = false) => (
    <Field label={label}>
      {(id) => (
        <input
          id={id}
          className={inputClass}
          required={required}
          value={draft[key]}
          onChange={(e) => set({ [key]: e.target.value })}
        />
      )}
    </Field>
  );
  const number = (
    label: string,
    key: 'basePrice' | 'stockQuantity' | 'minOrderQuantity',
    step: string,
    min: string,
  ) => (
    <Field label={label}>
      {(id) => (
        <input
          id={id}
          className={inputClass}
          type="number"
          required
          step={step}
          min={min}
          value={draft[key]}
          onChange={(e) => set({ [key]: e.target.value })}
        />
      )}
    </Field>
  );

  return (
    <Dialog open={open} onClose={onClose} title={editing ? 'Ürün Düzenle' : 'Yeni Ürün Ekle'} className="max-w-3xl">
      <form onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Ürün Adı *">
            {(id) => (
              <input
                id={id}
                className={inputClass}
                required
                value={draft.name}
                onChange={(e) => set(withName(draft, e.target.value))}
              />
            )}
          </Field>
          <Field label="URL Slug *">
            {(id) => (
              <input
                id={id}
                className={inputClass}
                required
                value={draft.slug}
                onChange={(e) => set({ slug: e.target.value })}
              />
            )}
          </Field>
        </div>
        <Field label="Kısa Açıklama">
          {(id) => (
            <input
              id={id}
              className={inputClass}
              value={draft.shortDescription}
              onChange={(e) => set({ shortDescription: e.target.value })}
            />
          )}
        </Field>
        <Field label="Detaylı Açıklama">
          {(id) => (
            <textarea
              id={id}
              rows={4}
              className={inputClass}
              value={draft.description}
              onChange={(e) => set({ description: e.target.value })}
            />
          )}
        </Field>
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
          {number('Fiyat (₺) *', 'basePrice', '0.01', '0')}
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
                {VAT_RATES.map((r) => (
                  <option key={r} value={String(r)}>
                    %{r}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <VariantsEditor variants={draft.variants} onChange={(variants) => set({ variants })} />
        <ImagesField
          existing={draft.existingImages}
          files={draft.newImages}
          onExisting={(existingImages) => set({ existingImages })}
          onFiles={(newImages) => set({ newImages })}
        />
        <FormActions
          onCancel={onClose}
          busy={saving}
          label={editing ? 'Güncelle' : 'Ürün Ekle'}
          pendingLabel={editing ? 'Güncelleniyor...' : 'Ekleniyor...'}
        />
      </form>
    </Dialog>
  );
}
