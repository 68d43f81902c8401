import { useEffect, useState } from 'react';
import type { ProductChannelItem, ProductChannels } from '#api/schemas/marketplace.ts';
import { apiRequest, errorMessage, getJson } from '#site/lib/api-client.ts';
import { toastError, toastSuccess } from '#site/lib/toast.ts';
import { inputClass } from '#site/components/ui/FormField.tsx';
import { btn } from '#site/components/ui/buttons.tsx';

// "Trendyol'da sat" of a saved product (issue 51): each item's barcode (the code Trendyol knows it
// by) and whether it is sold there, saved on its own (PUT …/channels). The shop sends its stock
// and price within a minute; Trendyol's refusal of an item shows here with its reason.

const key = (variantId: number | null) => String(variantId ?? 'p');

export function ChannelsEditor({ productId }: { productId: number }) {
  const [data, setData] = useState<ProductChannels | null>(null);
  const [items, setItems] = useState<ProductChannelItem[]>([]);
  const [busy, setBusy] = useState(false);

  const show = (answer: ProductChannels) => {
    setData(answer);
    setItems(answer.items);
  };
  useEffect(() => {
    let live = true;
    getJson<ProductChannels>(`/api/admin/products/${productId}/channels`).then(
      (answer) => live && show(answer),
      (e) => toastError(errorMessage(e, 'Satış kanalları yüklenemedi')),
    );
    return () => {
      live = false;
    };
  }, [productId]);

  async function save() {
    setBusy(true);
    try {
      const body = {
        items: items.map((i) => ({ variantId: i.variantId, barcode: i.barcode ?? '', trendyol: i.trendyol })),
      };
      const res = await apiRequest('PUT', `/api/admin/products/${productId}/channels`, body);
      show((await res.json()) as ProductChannels);
      toastSuccess('Trendyol bilgileri kaydedildi');
    } catch (e) {
      toastError(errorMessage(e, 'Trendyol bilgileri kaydedilemedi'));
    } finally {
      setBusy(false);
    }
  }

  if (!data) return <p className="text-sm text-slate-600">Satış kanalları yükleniyor...</p>;
  const set = (variantId: number | null, patch: Partial<ProductChannelItem>) =>
    setItems(items.map((i) => (i.variantId === variantId ? { ...i, ...patch } : i)));

  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3" disabled={busy}>
      <legend className="font-semibold">Trendyol’da sat</legend>
      {!data.enabled && (
        <p className="text-xs text-amber-800" role="note">
          Trendyol kanalı kapalı: mağazanın Trendyol bilgileri ayarlanmadıkça hiçbir şey gönderilmez.
        </p>
      )}
      <p className="text-xs text-slate-600">
        Barkod, Trendyol’daki ürün kartınızın barkodu olmalıdır. Geçerli bir EAN-13 barkodu Google ürün listesinde de
        kullanılır. Stok ve fiyat değiştikçe bir dakika içinde Trendyol’a gönderilir.
      </p>
      <ul className="space-y-2">
        {items.map((i) => (
          <li
            key={key(i.variantId)}
            className="grid grid-cols-1 items-end gap-2 rounded-lg bg-slate-50 p-2 sm:grid-cols-[1fr_14rem_auto]"
          >
            <p className="text-sm font-medium">{i.name}</p>
            <label className="text-xs font-medium">
              Barkod
              <input
                className={inputClass}
                value={i.barcode ?? ''}
                maxLength={40}
                onChange={(e) => set(i.variantId, { barcode: e.target.value })}
                aria-label={`Barkod: ${i.name}`}
              />
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={i.trendyol}
                onChange={(e) => set(i.variantId, { trendyol: e.target.checked })}
                aria-label={`Trendyol’da sat: ${i.name}`}
              />
              Trendyol’da sat
            </label>
            {i.error && (
              <p className="text-xs text-red-700 sm:col-span-3" role="status">
                Trendyol reddetti: {i.error}
              </p>
            )}
          </li>
        ))}
      </ul>
      <button type="button" className={btn.small} onClick={save}>
        Trendyol bilgilerini kaydet
      </button>
    </fieldset>
  );
}
