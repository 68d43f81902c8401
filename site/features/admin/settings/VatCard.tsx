import { useEffect, useState, type FormEvent } from 'react';
import { VAT_HINT, VAT_KEY, settingMessages as m } from '#api/schemas/admin-settings.ts';
import { DEFAULT_VAT_RATE } from '#api/shared/vat.ts';
import { useSave } from '../shared/useSave';
import { Field, inputClass } from '#site/components/ui/FormField.tsx';
import { btn, SubmitButton } from '#site/components/ui/buttons.tsx';
import { VatRateOptions } from '../shared/ui';
import { saveSetting } from './save-setting';

/** The shop's default KDV rate, which new products take. */
export function VatCard({ current, onSaved }: { current: string | undefined; onSaved: () => void }) {
  const [rate, setRate] = useState(current ?? String(DEFAULT_VAT_RATE));
  const { busy, run } = useSave();
  useEffect(() => setRate(current ?? String(DEFAULT_VAT_RATE)), [current]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await run(() => saveSetting(VAT_KEY, rate), m.vatUpdated, m.vatFailed)) onSaved();
  };
  return (
    <form onSubmit={submit} className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="font-semibold">Varsayılan KDV Oranı</h3>
      <Field label="KDV Oranı (%)" hint={VAT_HINT} className="mt-3 max-w-xs">
        {(id) => (
          <select id={id} className={inputClass} value={rate} onChange={(e) => setRate(e.target.value)}>
            <VatRateOptions />
          </select>
        )}
      </Field>
      <SubmitButton busy={busy} pending="Kaydediliyor..." className={`${btn.primary} mt-4`}>
        KDV Oranını Kaydet
      </SubmitButton>
    </form>
  );
}
