import {
  CARRIER_PARTY_FIELDS,
  INVOICE_SETTING_FIELDS,
  INVOICE_SETTING_KEYS,
  INVOICE_SETTING_MESSAGES as m,
  REQUIRED_INVOICE_SETTINGS,
} from '#api/features/invoices/settings-schemas.ts';
import { PROVINCE_NAMES } from '#api/schemas/provinces.ts';
import type { SettingsMap } from '#api/schemas/settings.ts';
import { Field, inputClass } from '#site/components/ui/FormField.tsx';
import { btn, SubmitButton } from '#site/components/ui/buttons.tsx';
import { useSettingFields } from './use-setting-fields';

const ISSUE_ON = [
  { value: '', label: 'Ödeme onaylanınca (varsayılan)' },
  { value: 'shipping', label: 'Kargoya verilince' },
  { value: 'payment', label: 'Ödeme onaylanınca' },
];

/**
 * The seller's e-invoice details (issue 38): tax number and office, il/ilçe, the series and when
 * invoices are issued. Says which required ones are missing: the integrator issues nothing
 * without them, the local provider fills GİB's test taxpayer in.
 */
export function InvoiceSettingsCard({ settings, onSaved }: { settings: SettingsMap; onSaved: () => void }) {
  const { values, set, busy, submit } = useSettingFields(
    INVOICE_SETTING_KEYS,
    settings,
    { saved: m.updated, failed: m.failed },
    onSaved,
  );
  const missing = INVOICE_SETTING_FIELDS.filter(
    (f) => REQUIRED_INVOICE_SETTINGS.includes(f.key) && !(settings[f.key] ?? '').trim(),
  );
  return (
    <form onSubmit={submit} className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="font-semibold">E-Fatura / e-Arşiv</h3>
      <p className="mt-1 text-xs text-slate-500">
        Faturalarda satıcı olarak şirket bilgilerinin yanında bunlar yazılır. Seri öneki, fatura numarasının ilk üç
        harfidir (ARS2026000000001).
      </p>
      {missing.length > 0 && (
        <p role="status" className="mt-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
          Eksik: {missing.map((f) => f.label).join(', ')}. Entegratör bunlar olmadan fatura kesmez; test sağlayıcısı
          GİB’in test mükellefini kullanır.
        </p>
      )}
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {INVOICE_SETTING_FIELDS.map((f) => (
          <Field key={f.key} label={f.label}>
            {(id) =>
              f.key === 'invoice_seller_city' ? (
                <select
                  id={id}
                  className={inputClass}
                  value={values[f.key]}
                  onChange={(e) => set(f.key, e.target.value)}
                >
                  <option value="">İl seçin</option>
                  {PROVINCE_NAMES.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              ) : f.key === 'invoice_issue_on' ? (
                <select
                  id={id}
                  className={inputClass}
                  value={values[f.key]}
                  onChange={(e) => set(f.key, e.target.value)}
                >
                  {ISSUE_ON.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={id}
                  className={inputClass}
                  value={values[f.key]}
                  onChange={(e) => set(f.key, e.target.value)}
                />
              )
            }
          </Field>
        ))}
      </div>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold">Kargo firmaları</legend>
        <p className="mt-1 text-xs text-slate-500">
          e-Arşiv faturasında taşıyıcı, VKN’si ve merkezinin il / ilçesiyle yazılır (örneğin İstanbul / Şişli); ikisi de
          girilmeyen firmanın yalnızca adı not olarak geçer.
        </p>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          {CARRIER_PARTY_FIELDS.flatMap(({ vkn, place }) => [
            <Field key={vkn.key} label={vkn.label}>
              {(id) => (
                <input
                  id={id}
                  inputMode="numeric"
                  className={inputClass}
                  value={values[vkn.key]}
                  onChange={(e) => set(vkn.key, e.target.value)}
                />
              )}
            </Field>,
            <Field key={place.key} label={place.label}>
              {(id) => (
                <input
                  id={id}
                  className={inputClass}
                  value={values[place.key]}
                  onChange={(e) => set(place.key, e.target.value)}
                />
              )}
            </Field>,
          ])}
        </div>
      </fieldset>
      <SubmitButton busy={busy} pending="Kaydediliyor..." className={`${btn.primary} mt-4`}>
        Fatura Ayarlarını Kaydet
      </SubmitButton>
    </form>
  );
}
