import { useEffect, useState } from 'react';
import type { ProductDimensions } from '#api/features/shipping/schemas.ts';
import { apiRequest, errorMessage, getJson } from '#site/lib/api-client.ts';
import { toastError, toastSuccess } from '#site/lib/toast.ts';
import { InputField } from '#site/components/ui/FormField.tsx';
import { btn } from '#site/components/ui/buttons.tsx';

// 'Kargo ölçüleri' of a saved product (decision 0314): weight and outer dimensions, saved on
// their own (PUT …/dimensions) like the pricing beside them. Empty fields clear them.

const FIELDS = [
  ['weightKg', 'Ağırlık (kg)'],
  ['widthCm', 'En (cm)'],
  ['lengthCm', 'Boy (cm)'],
  ['heightCm', 'Yükseklik (cm)'],
] as const;
type Key = (typeof FIELDS)[number][0];

const asText = (d: ProductDimensions) =>
  Object.fromEntries(FIELDS.map(([k]) => [k, d[k] === null ? '' : String(d[k]).replace('.', ',')])) as Record<
    Key,
    string
  >;

export function DimensionsEditor({ productId }: { productId: number }) {
  const [values, setValues] = useState<Record<Key, string> | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    getJson<ProductDimensions>(`/api/admin/products/${productId}/dimensions`).then(
      (d) => live && setValues(asText(d)),
      (e) => toastError(errorMessage(e, 'Kargo ölçüleri yüklenemedi')),
    );
    return () => {
      live = false;
    };
  }, [productId]);
  if (!values) return null;

  const save = async () => {
    setBusy(true);
    try {
      const res = await apiRequest('PUT', `/api/admin/products/${productId}/dimensions`, values);
      setValues(asText((await res.json()) as ProductDimensions));
      toastSuccess('Kargo ölçüleri kaydedildi');
    } catch (e) {
      toastError(errorMessage(e, 'Kargo ölçüleri kaydedilemedi'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold">Kargo Ölçüleri</legend>
      <p className="text-xs text-slate-500">
        Desi = en × boy × yükseklik / 3000; kargo ücreti desi ile ağırlıktan büyük olanına göre hesaplanır. Seçenekler
        ürünün ölçülerini kullanır.
      </p>
      <div className="mt-2 grid gap-3 sm:grid-cols-4">
        {FIELDS.map(([key, label]) => (
          <InputField
            key={key}
            label={label}
            inputMode="decimal"
            value={values[key]}
            onValue={(v) => setValues({ ...values, [key]: v })}
          />
        ))}
      </div>
      <button type="button" className={`${btn.small} mt-3`} disabled={busy} onClick={() => void save()}>
        {busy ? 'Kaydediliyor...' : 'Ölçüleri Kaydet'}
      </button>
    </fieldset>
  );
}
