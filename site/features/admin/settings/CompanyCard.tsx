import { useEffect, useState, type FormEvent } from 'react';
import { COMPANY_FIELDS, settingMessages as m } from '#api/schemas/admin-settings.ts';
import type { SettingsMap } from '#api/schemas/settings.ts';
import { useSave } from '../shared/useSave';
import { Field, inputClass } from '#site/components/ui/FormField.tsx';
import { btn, SubmitButton } from '#site/components/ui/buttons.tsx';
import { saveSetting } from './save-setting';

/** Company information, saved as one POST per key (the spec's API calls). */
export function CompanyCard({ settings, onSaved }: { settings: SettingsMap; onSaved: () => void }) {
  const initial = () => Object.fromEntries(COMPANY_FIELDS.map((f) => [f.key, settings[f.key] ?? '']));
  const [values, setValues] = useState<Record<string, string>>(initial);
  const { busy, run } = useSave();
  useEffect(() => setValues(initial()), [settings]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const changed = COMPANY_FIELDS.filter((f) => values[f.key] !== (settings[f.key] ?? ''));
    if (
      await run(
        async () => {
          for (const f of changed) await saveSetting(f.key, values[f.key]!);
        },
        m.companyUpdated,
        m.companyFailed,
      )
    )
      onSaved();
  };
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
                  onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
                />
              ) : (
                <input
                  id={id}
                  type={f.type}
                  required={f.key === 'company_name'}
                  className={inputClass}
                  value={values[f.key]}
                  onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
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
