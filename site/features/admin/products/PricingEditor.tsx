import { useEffect, useState, type ReactNode } from 'react';
import type { AdminVariant } from '#api/schemas/admin-products.ts';
import type { ProductPricing } from '#api/schemas/admin-pricing.ts';
import { groupPrice } from '#api/shared/buyer-price.ts';
import { formatTRY } from '#api/shared/money.ts';
import { apiRequest, errorMessage, getJson } from '#site/lib/api-client.ts';
import { toastError, toastSuccess } from '#site/lib/toast.ts';
import { inputClass } from '#site/components/ui/FormField.tsx';
import { btn } from '#site/components/ui/buttons.tsx';

// 'Fiyatlandırma' of a saved product (issue 36, decisions 0282, 0284): its order rules, the price
// groups' explicit prices and the quantity breaks, each saved on its own (PUT …/order-rules,
// …/group-prices, …/price-tiers), so the product form around it is not sent with them.

interface Props {
  productId: number;
  basePrice: string;
  variants: AdminVariant[];
  /** The saved minimum, so the product form sends the same one when it is saved next. */
  onMinOrder: (min: number) => void;
}

interface TierDraft {
  key: number;
  variantId: string;
  priceGroupId: string;
  minQuantity: string;
  unitPrice: string;
}

let keys = 0;
const tierDraft = (t?: ProductPricing['tiers'][number]): TierDraft => ({
  key: ++keys,
  variantId: t?.variantId ? String(t.variantId) : '',
  priceGroupId: t?.priceGroupId ? String(t.priceGroupId) : '',
  minQuantity: t ? String(t.minQuantity) : '',
  unitPrice: t?.unitPrice ?? '',
});
const cellKey = (groupId: number, variantId: number | null) => `${groupId}:${variantId ?? ''}`;

export function PricingEditor({ productId, basePrice, variants, onMinOrder }: Props) {
  const [pricing, setPricing] = useState<ProductPricing | null>(null);
  const [rules, setRules] = useState({ minOrderQuantity: '1', orderStep: '1' });
  const [prices, setPrices] = useState<Record<string, string>>({});
  const [tiers, setTiers] = useState<TierDraft[]>([]);
  const [busy, setBusy] = useState(false);

  const show = (p: ProductPricing) => {
    setPricing(p);
    setRules({ minOrderQuantity: String(p.minOrderQuantity), orderStep: String(p.orderStep) });
    setPrices(Object.fromEntries(p.groupPrices.map((g) => [cellKey(g.priceGroupId, g.variantId), g.price])));
    setTiers(p.tiers.map(tierDraft));
  };
  useEffect(() => {
    let live = true;
    getJson<ProductPricing>(`/api/admin/products/${productId}/pricing`).then(
      (p) => live && show(p),
      (e) => toastError(errorMessage(e, 'Fiyatlandırma yüklenemedi')),
    );
    return () => {
      live = false;
    };
  }, [productId]);

  async function save(path: string, body: unknown, done: string) {
    setBusy(true);
    try {
      const res = await apiRequest('PUT', `/api/admin/products/${productId}/${path}`, body);
      const saved = (await res.json()) as ProductPricing;
      show(saved);
      onMinOrder(saved.minOrderQuantity);
      toastSuccess(done);
    } catch (e) {
      toastError(errorMessage(e, 'Fiyatlandırma kaydedilemedi'));
    } finally {
      setBusy(false);
    }
  }

  if (!pricing) return <p className="text-sm text-slate-500">Fiyatlandırma yükleniyor...</p>;
  const lines =
    variants.length === 0
      ? [{ variantId: null, name: 'Ürün', listPrice: basePrice }]
      : variants.map((v) => ({ variantId: v.id, name: v.name, listPrice: v.price }));
  const updateTier = (key: number, patch: Partial<TierDraft>) =>
    setTiers(tiers.map((t) => (t.key === key ? { ...t, ...patch } : t)));

  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-3" disabled={busy}>
      <legend className="font-semibold">Fiyatlandırma</legend>

      <Section
        title="Sipariş kuralları"
        action="Kuralları Kaydet"
        onSave={() =>
          save(
            'order-rules',
            { minOrderQuantity: Number(rules.minOrderQuantity), orderStep: Number(rules.orderStep) },
            'Sipariş kuralları kaydedildi',
          )
        }
      >
        <div className="grid gap-2 sm:grid-cols-2">
          <label className="text-xs font-medium">
            Minimum sipariş
            <input
              className={inputClass}
              type="number"
              min="1"
              step="1"
              value={rules.minOrderQuantity}
              onChange={(e) => setRules({ ...rules, minOrderQuantity: e.target.value })}
            />
          </label>
          <label className="text-xs font-medium">
            Sipariş katı (ör. 100 m)
            <input
              className={inputClass}
              type="number"
              min="1"
              step="1"
              value={rules.orderStep}
              onChange={(e) => setRules({ ...rules, orderStep: e.target.value })}
            />
          </label>
        </div>
      </Section>

      <Section
        title="Grup fiyatları"
        action="Grup Fiyatlarını Kaydet"
        onSave={() =>
          save(
            'group-prices',
            {
              prices: pricing.groups.flatMap((g) =>
                lines.flatMap((l) => {
                  const price = prices[cellKey(g.id, l.variantId)]?.trim();
                  return price ? [{ priceGroupId: g.id, variantId: l.variantId, price }] : [];
                }),
              ),
            },
            'Grup fiyatları kaydedildi',
          )
        }
      >
        {pricing.groups.length === 0 ? (
          <p className="text-sm text-slate-500">Henüz fiyat grubu yok.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr>
                  <th className="text-left font-medium">Satır</th>
                  {pricing.groups.map((g) => (
                    <th key={g.id} className="text-left font-medium">
                      {g.name} (%{Number(g.discountPercent).toLocaleString('tr-TR')})
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {lines.map((l) => (
                  <tr key={l.variantId ?? 'p'}>
                    <td className="pr-2">
                      {l.name} <span className="text-slate-500">{formatTRY(l.listPrice)}</span>
                    </td>
                    {pricing.groups.map((g) => (
                      <td key={g.id} className="pr-2">
                        <input
                          className={inputClass}
                          inputMode="decimal"
                          aria-label={`${g.name} fiyatı: ${l.name}`}
                          // Empty: the group's percentage applies; the placeholder shows what it gives.
                          placeholder={groupPrice(l.listPrice, g, null)}
                          value={prices[cellKey(g.id, l.variantId)] ?? ''}
                          onChange={(e) => setPrices({ ...prices, [cellKey(g.id, l.variantId)]: e.target.value })}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-1 text-xs text-slate-500">Boş bırakılan hücrede grubun indirim oranı uygulanır.</p>
          </div>
        )}
      </Section>

      <Section
        title="Adet kademeleri"
        action="Kademeleri Kaydet"
        onSave={() =>
          save(
            'price-tiers',
            {
              tiers: tiers.map((t) => ({
                variantId: t.variantId ? Number(t.variantId) : null,
                priceGroupId: t.priceGroupId ? Number(t.priceGroupId) : null,
                minQuantity: Number(t.minQuantity),
                unitPrice: t.unitPrice,
              })),
            },
            'Adet kademeleri kaydedildi',
          )
        }
      >
        <ul className="space-y-2">
          {tiers.map((t, i) => (
            <li key={t.key} className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-2 sm:grid-cols-5">
              <label className="text-xs font-medium">
                Seçenek
                <select
                  className={inputClass}
                  value={t.variantId}
                  onChange={(e) => updateTier(t.key, { variantId: e.target.value })}
                >
                  <option value="">Tümü</option>
                  {variants.map((v) => (
                    <option key={v.id} value={v.id}>
                      {v.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className="text-xs font-medium">
                Fiyat grubu
                <select
                  className={inputClass}
                  value={t.priceGroupId}
                  onChange={(e) => updateTier(t.key, { priceGroupId: e.target.value })}
                >
                  <option value="">Herkes</option>
                  {pricing.groups.map((g) => (
                    <option key={g.id} value={g.id}>
                      {g.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className="text-xs font-medium">
                En az adet
                <input
                  className={inputClass}
                  type="number"
                  min="2"
                  step="1"
                  value={t.minQuantity}
                  onChange={(e) => updateTier(t.key, { minQuantity: e.target.value })}
                />
              </label>
              <label className="text-xs font-medium">
                Birim fiyat (₺)
                <input
                  className={inputClass}
                  inputMode="decimal"
                  value={t.unitPrice}
                  onChange={(e) => updateTier(t.key, { unitPrice: e.target.value })}
                />
              </label>
              <div className="flex items-end">
                <button
                  type="button"
                  className={btn.danger}
                  aria-label={`${i + 1}. kademeyi kaldır`}
                  onClick={() => setTiers(tiers.filter((x) => x.key !== t.key))}
                >
                  Kaldır
                </button>
              </div>
            </li>
          ))}
        </ul>
        <button type="button" className={`${btn.small} mt-2`} onClick={() => setTiers([...tiers, tierDraft()])}>
          + Kademe Ekle
        </button>
      </Section>
    </fieldset>
  );
}

function Section({
  title,
  action,
  onSave,
  children,
}: {
  title: string;
  action: string;
  onSave: () => void;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{title}</h3>
        <button type="button" className={btn.small} onClick={onSave}>
          {action}
        </button>
      </div>
      {children}
    </section>
  );
}
