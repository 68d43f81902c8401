import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { apiRequest } from '#site/lib/api-client.ts';
import { CheckboxField, ChoiceField, InputField } from '#site/components/ui/FormField.tsx';
import { FormActions } from '#site/components/ui/buttons.tsx';
import {
  PROMOTION_KINDS,
  PROMOTION_KIND_LABELS,
  PROMOTION_MESSAGES,
  type PromotionView,
} from '#api/features/promotions/schemas.ts';
import type { PromotionKind } from '#api/shared/discounts.ts';
import type { ItemDialogProps } from '../shared/ItemsPanel';
import { useItemForm } from '../shared/useItemForm';
import { $adminCategories } from '../admin-store';
import { $priceGroups } from '../customers/customers-store';
import { ProductPicker } from '../quotes/ProductPicker';
import { promotionBody, promotionFormOf, toggled } from './promotion-form';
import { IdChecklist } from './IdChecklist';

/** The text fields for when, how far and how often a promotion applies, in their order on the form. */
const LIMIT_FIELDS = [
  {
    key: 'minSubtotal',
    label: 'En Az Sepet Tutarı (TL, KDV hariç)',
    hint: 'Kampanyanın kapsadığı ürünlerin toplamı; boş: sınır yok.',
    inputMode: 'decimal',
  },
  { key: 'startsAt', label: 'Başlangıç', type: 'datetime-local' },
  { key: 'endsAt', label: 'Bitiş', type: 'datetime-local' },
  {
    key: 'usageLimit',
    label: 'Toplam Kullanım Sınırı',
    hint: 'Boş: sınırsız. Ödenen siparişler sayılır; ödemesi beklenenler en fazla üçte birini ayırır.',
    inputMode: 'numeric',
  },
  {
    key: 'perCustomerLimit',
    label: 'Müşteri Başına Sınır',
    hint: 'Hesap, e-posta adresi (büyük-küçük harf ve +etiket farkı gözetmeden) ve misafir oturumuna göre sayılır; boş: sınırsız.',
    inputMode: 'numeric',
  },
] as const;

/** 'Yeni Kampanya' / 'Kampanyayı Düzenle': a code or an automatic rule, what it takes off, when, for whom, how often. */
export function PromotionDialog({ open, item, onClose, onSaved }: ItemDialogProps<PromotionView>) {
  const { form, set, bind, busy, onSubmit } = useItemForm({
    open,
    item,
    formOf: promotionFormOf,
    path: '/api/admin/promotions',
    messages: PROMOTION_MESSAGES,
    onSaved,
  });
  const categories = useStore($adminCategories) ?? [];
  const groups = useStore($priceGroups) ?? [];
  // Names of the products picked in this dialog; a promotion's stored products show by number.
  const [names, setNames] = useState<Record<number, string>>({});
  const submit = onSubmit((method, url) => apiRequest(method, url, promotionBody(form)));
  return (
    <Dialog open={open} onClose={onClose} title={item ? 'Kampanyayı Düzenle' : 'Yeni Kampanya'} className="max-w-2xl">
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="İndirim Kodu"
          hint="Boş bırakılırsa otomatik kural olur: koşullar tuttuğunda kendiliğinden uygulanır."
          value={form.code}
          maxLength={40}
          onValue={(code) => set({ code: code.toLocaleUpperCase('en-US') })}
        />
        <ChoiceField label="Kampanya Türü" value={form.kind} onValue={(kind) => set({ kind: kind as PromotionKind })}>
          {PROMOTION_KINDS.map((k) => (
            <option key={k} value={k}>
              {PROMOTION_KIND_LABELS[k]}
            </option>
          ))}
        </ChoiceField>
        {form.kind !== 'free_shipping' && (
          <InputField
            label={form.kind === 'percent' ? 'İndirim Oranı (%)' : 'İndirim Tutarı (TL, KDV hariç)'}
            required
            inputMode="decimal"
            {...bind('value')}
          />
        )}
        {LIMIT_FIELDS.map(({ key, ...field }) => (
          <InputField key={key} {...field} {...bind(key)} />
        ))}
        <div className="sm:col-span-2">
          <CheckboxField
            label="Yalnızca giriş yapmış müşteriler kullanabilir"
            checked={form.signInRequired}
            onChecked={(signInRequired) => set({ signInRequired })}
          />
        </div>
        <IdChecklist
          legend="Kategoriler (alt kategorileriyle)"
          options={categories}
          chosen={form.categoryIds}
          onToggle={(id, on) => set((f) => ({ categoryIds: toggled(f.categoryIds, id, on) }))}
          listClassName="mt-1 grid max-h-40 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2 sm:grid-cols-2"
        />
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-slate-700">Ürünler</legend>
          <p className="text-xs text-slate-500">
            Ürün ve kategori seçilmezse kampanya sepetteki tüm ürünleri kapsar. Ücretsiz kargo her zaman bütün sepete
            uygulanır.
          </p>
          <ul className="my-2 flex flex-wrap gap-2">
            {form.productIds.map((id) => (
              <li key={id} className="flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm">
                {names[id] ?? `Ürün #${id}`}
                <button
                  type="button"
                  className="min-h-6 px-1 text-red-700"
                  aria-label={`${names[id] ?? `Ürün #${id}`} ürününü çıkar`}
                  onClick={() => set((f) => ({ productIds: toggled(f.productIds, id, false) }))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <ProductPicker
            label="Ürün ekle"
            onPick={(p) => {
              setNames((n) => ({ ...n, [p.productId]: p.productName }));
              set((f) => ({ productIds: toggled(f.productIds, p.productId, true) }));
            }}
          />
        </fieldset>
        <IdChecklist
          legend="Fiyat Grupları"
          hint="Seçilmezse tüm alıcılar yararlanır."
          options={groups}
          chosen={form.priceGroupIds}
          onToggle={(id, on) => set((f) => ({ priceGroupIds: toggled(f.priceGroupIds, id, on) }))}
          listClassName="mt-1 flex flex-wrap gap-4"
        />
        <div className="sm:col-span-2">
          <CheckboxField
            label="Diğer kampanyalarla birleştirilebilir"
            checked={form.combinable}
            onChecked={(combinable) => set({ combinable })}
          />
          <p className="mt-1 text-xs text-slate-500">
            Birleştirilemeyen bir kampanya tek başına uygulanır; alıcıya hangisi daha çok indirim sağlıyorsa o geçerli
            olur.
          </p>
        </div>
        <div className="sm:col-span-2">
          <FormActions onCancel={onClose} busy={busy} label={item ? 'Güncelle' : 'Kampanya Ekle'} />
        </div>
      </form>
    </Dialog>
  );
}
