import { groupPrice } from '#api/shared/buyer-price.ts';
import { formatTRY, parseMoney } from '#api/shared/money.ts';
import { CountField, inputClass } from '#site/components/ui/FormField.tsx';
import { btn } from '#site/components/ui/buttons.tsx';
import { groupCell, newTier, type TierDraft } from './product-editor-state';
import { linesOf, type SectionProps } from './section-types';

// 'Fiyatlandırma' (issue 36, decisions 0282, 0284): order rules, the price groups' explicit prices
// and the quantity breaks, edited in the draft and saved with the dialog's one button (0407).

export function PricingEditor({ draft, set, groups }: SectionProps) {
  const lines = linesOf(draft);
  const { variants } = draft.fields;
  const setTiers = (change: (tiers: TierDraft[]) => TierDraft[]) => set((d) => ({ ...d, tiers: change(d.tiers) }));
  const updateTier = (key: string, patch: Partial<TierDraft>) =>
    setTiers((tiers) => tiers.map((t) => (t.key === key ? { ...t, ...patch } : t)));
  // The placeholder shows what the group's percentage gives from the price as typed.
  const listPrice = (typed: string) => parseMoney(typed) ?? '0.00';

  return (
    <div className="space-y-5">
      <section aria-labelledby="pricing-rules" className="space-y-2">
        <h3 id="pricing-rules" className="text-sm font-semibold">
          Sipariş kuralları
        </h3>
        <div className="grid gap-2 sm:grid-cols-2">
          <CountField
            label="Minimum Sipariş *"
            min="1"
            value={draft.fields.minOrderQuantity}
            onValue={(minOrderQuantity) => set((d) => ({ ...d, fields: { ...d.fields, minOrderQuantity } }))}
          />
          <CountField
            label="Sipariş katı (ör. 100 m)"
            min="1"
            value={draft.orderStep}
            onValue={(orderStep) => set((d) => ({ ...d, orderStep }))}
          />
        </div>
      </section>

      <section aria-labelledby="pricing-groups" className="space-y-2">
        <h3 id="pricing-groups" className="text-sm font-semibold">
          Grup fiyatları
        </h3>
        {groups.length === 0 ? (
          <p className="text-sm text-slate-500">Henüz fiyat grubu yok.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr>
                  <th className="text-left font-medium">Satır</th>
                  {groups.map((g) => (
                    <th key={g.id} className="text-left font-medium">
                      {g.name} (%{Number(g.discountPercent).toLocaleString('tr-TR')})
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {lines.map((l) => (
                  <tr key={l.line}>
                    <td className="pr-2">
                      {l.name}{' '}
                      <span className="text-slate-500">{parseMoney(l.price) ? formatTRY(listPrice(l.price)) : ''}</span>
                    </td>
                    {groups.map((g) => {
                      const cell = groupCell(g.id, l.line);
                      return (
                        <td key={g.id} className="pr-2">
                          <input
                            className={`${inputClass} min-w-24`}
                            inputMode="decimal"
                            aria-label={`${g.name} fiyatı: ${l.name}`}
                            // Empty: the group's percentage applies; the placeholder shows what it gives.
                            placeholder={groupPrice(listPrice(l.price), g, null)}
                            value={draft.groupPrices[cell] ?? ''}
                            onChange={(e) =>
                              set((d) => ({ ...d, groupPrices: { ...d.groupPrices, [cell]: e.target.value } }))
                            }
                          />
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-1 text-xs text-slate-500">Boş bırakılan hücrede grubun indirim oranı uygulanır.</p>
          </div>
        )}
      </section>

      <section aria-labelledby="pricing-tiers" className="space-y-2">
        <h3 id="pricing-tiers" className="text-sm font-semibold">
          Adet kademeleri
        </h3>
        <ul className="space-y-2">
          {draft.tiers.map((t, i) => (
            <li key={t.key} className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-2 sm:grid-cols-5">
              <label className="text-xs font-medium">
                Seçenek
                <select
                  className={inputClass}
                  value={t.variantKey}
                  onChange={(e) => updateTier(t.key, { variantKey: e.target.value })}
                >
                  <option value="">Tümü</option>
                  {variants.map((v, n) => (
                    <option key={v.key} value={v.key}>
                      {v.name || `${n + 1}. seçenek`}
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
                  {groups.map((g) => (
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
                  required
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
                  required
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
                  onClick={() => setTiers((tiers) => tiers.filter((x) => x.key !== t.key))}
                >
                  Kaldır
                </button>
              </div>
            </li>
          ))}
        </ul>
        <button type="button" className={btn.small} onClick={() => setTiers((tiers) => [...tiers, newTier()])}>
          + Kademe Ekle
        </button>
      </section>
    </div>
  );
}
