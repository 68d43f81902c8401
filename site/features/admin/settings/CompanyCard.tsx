import { COMPANY_FIELDS, settingMessages as m } from '#api/schemas/admin-settings.ts';
import type { SettingsMap } from '#api/schemas/settings.ts';
import { Field, inputClass } from '#site/components/ui/FormField.tsx';
import { btn, SubmitButton } from '#site/components/ui/buttons.tsx';
import { useSettingFields } from './use-setting-fields';

/** Company information, saved as one POST per key (the spec's API calls). */
export function CompanyCard({ settings, onSaved }: { settings: SettingsMap; onSaved: () => void }) {
  const { values, set, busy, submit } = useSettingFields(
    COMPANY_FIELDS.map((f) => f.key),
    settings,
    { saved: m.companyUpdated, failed: m.companyFailed },
    onSaved,
  );
  return (
    <form onSubmit={submit} className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="font-semibold">Şirket Bilgileri</h3>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {COMPANY_FIELDS.map((f) => (
          <Field key={f.key} label={f.label} className={f.type === 'textarea' ? 'sm:col-span-2' : ''}>
            {(id) =>
              f.type === 'textarea' ? (
                <textarea
                  id={id}
                  rows={3}
                  className={inputClass}
                  value={values[f.key]}
                  onChange={(e) => set(f.key, e.target.value)}
                />
              ) : (
                <input
                  id={id}
                  type={f.type}
                  required={f.key === 'company_name'}
                  className={inputClass}
                  value={values[f.key]}
                  onChange={(e) => set(f.key, e.target.value)}
                />
              )
            }
          </Field>
        ))}
      </div>
      <SubmitButton busy={busy} pending="Kaydediliyor..." className={`${btn.primary} mt-4`}>
        Bilgileri Kaydet
      </SubmitButton>
    </form>
  );
}
