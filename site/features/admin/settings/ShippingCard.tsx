import { useEffect, useState, type FormEvent } from 'react';
import type { ShippingRates } from '#api/features/shipping/schemas.ts';
import { apiRequest, getJson } from '#site/lib/api-client.ts';
import { useSave } from '../shared/useSave';
import { InputField, inputClass } from '#site/components/ui/FormField.tsx';
import { btn, SubmitButton } from '#site/components/ui/buttons.tsx';

// The 'Kargo' card (decisions 0314–0317): carriers with their desi bands, the free-shipping
// threshold and the freight limit, read and saved as one (GET/PUT /api/admin/shipping).

interface BandText {
  maxDesi: string;
  price: string;
}
interface CarrierText {
  name: string;
  bands: BandText[];
}
interface RatesText {
  carriers: CarrierText[];
  freeShippingThreshold: string;
  freightAboveDesi: string;
}

const asText = (r: ShippingRates): RatesText => ({
  carriers: r.carriers.map((c) => ({
    name: c.name,
    bands: c.bands.map((b) => ({ maxDesi: String(b.maxDesi), price: b.price })),
  })),
  freeShippingThreshold: r.freeShippingThreshold,
  freightAboveDesi: r.freightAboveDesi === null ? '' : String(r.freightAboveDesi),
});

const NEW_BAND: BandText = { maxDesi: '', price: '' };

/** A desi band's two figures; each input is named after its carrier and band. */
const BAND_FIELDS = [
  { key: 'maxDesi', label: 'desi üst sınırı', placeholder: 'Desi (≤)' },
  { key: 'price', label: 'ücreti (KDV hariç)', placeholder: 'Ücret (₺)' },
] as const;

/** The limits that hold for every carrier. */
const LIMIT_FIELDS = [
  {
    key: 'freeShippingThreshold',
    label: 'Ücretsiz kargo sınırı (₺, KDV dahil)',
    hint: 'Yasal metinler bu tutarı gösterir.',
  },
  {
    key: 'freightAboveDesi',
    label: 'Ambar (teklifle) sınırı (desi)',
    hint: 'Bu ölçünün üstündeki siparişlere kargo yerine teklif veya mağazadan teslim sunulur. Boş: sınır yok.',
  },
] as const;

export function ShippingCard() {
  const [rates, setRates] = useState<RatesText | null>(null);
  const { busy, run } = useSave();
  const load = () => getJson<ShippingRates>('/api/admin/shipping').then((r) => setRates(asText(r)));
  useEffect(() => void load().catch(() => setRates(null)), []);
  if (!rates) return null;

  const setCarrier = (i: number, patch: Partial<CarrierText>) =>
    setRates({ ...rates, carriers: rates.carriers.map((c, j) => (j === i ? { ...c, ...patch } : c)) });
  const setBand = (i: number, k: number, patch: Partial<BandText>) =>
    setCarrier(i, { bands: rates.carriers[i]!.bands.map((b, j) => (j === k ? { ...b, ...patch } : b)) });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = await run(
      () => apiRequest('PUT', '/api/admin/shipping', rates),
      'Kargo ayarları kaydedildi',
      'Kargo ayarları kaydedilemedi',
    );
    if (saved) await load();
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      aria-label="Kargo"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h3 className="font-semibold">Kargo</h3>
      <p className="mt-1 text-xs text-slate-500">
        Ücretler KDV hariçtir; ödemede %20 KDV eklenir. Ürünün kargo ölçüsü en × boy × yükseklik / 3000 (desi) ile
        ağırlığından (kg) büyük olanıdır. Hiç kargo firması girilmezse kargo ücretsizdir.
      </p>
      {rates.carriers.map((c, i) => (
        <fieldset key={i} className="mt-3 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium">Kargo firması {i + 1}</legend>
          <div className="flex items-end gap-2">
            <div className="flex-1">
              <InputField label="Firma adı" value={c.name} onValue={(name) => setCarrier(i, { name })} />
            </div>
            <button
              type="button"
              className={btn.danger}
              onClick={() => setRates({ ...rates, carriers: rates.carriers.filter((_, j) => j !== i) })}
            >
              Firmayı Kaldır
            </button>
          </div>
          {c.bands.map((b, k) => (
            <div key={k} className="mt-2 flex items-center gap-2 text-sm">
              {BAND_FIELDS.map(({ key, label, placeholder }) => (
                <input
                  key={key}
                  aria-label={`${c.name || `Firma ${i + 1}`} ${k + 1}. aralık ${label}`}
                  inputMode="decimal"
                  placeholder={placeholder}
                  className={inputClass}
                  value={b[key]}
                  onChange={(e) => setBand(i, k, { [key]: e.target.value })}
                />
              ))}
              <button
                type="button"
                className={btn.small}
                aria-label={`${k + 1}. aralığı kaldır`}
                onClick={() => setCarrier(i, { bands: c.bands.filter((_, j) => j !== k) })}
              >
                ✕
              </button>
            </div>
          ))}
          <button
            type="button"
            className={`${btn.small} mt-2`}
            onClick={() => setCarrier(i, { bands: [...c.bands, NEW_BAND] })}
          >
            Desi Aralığı Ekle
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className={`${btn.secondary} mt-3`}
        onClick={() => setRates({ ...rates, carriers: [...rates.carriers, { name: '', bands: [NEW_BAND] }] })}
      >
        Kargo Firması Ekle
      </button>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {LIMIT_FIELDS.map(({ key, label, hint }) => (
          <InputField
            key={key}
            label={label}
            hint={hint}
            inputMode="decimal"
            value={rates[key]}
            onValue={(value) => setRates({ ...rates, [key]: value })}
          />
        ))}
      </div>
      <SubmitButton busy={busy} pending="Kaydediliyor..." className={`${btn.primary} mt-4`}>
        Kaydet
      </SubmitButton>
    </form>
  );
}
