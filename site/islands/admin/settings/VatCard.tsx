import { useEffect, useState, type FormEvent } from 'react';
import { VAT_HINT, VAT_KEY, settingMessages as m } from '../../../../api/schemas/admin-settings';
import { useSave } from '../shared/useSave';
import { Field, btn, inputClass } from '../shared/ui';
import { saveSetting } from './save-setting';

/** The VAT rate the checkout adds on top of the cart total. */
export function VatCard({ current, onSaved }: { current: string | undefined; onSaved: () => void }) {
  const [rate, setRate] = useState(current ?? '');
  const { busy, run } = useSave();
  useEffect(() => setRate(current ?? ''), [current]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await run(() => saveSetting(VAT_KEY, rate), m.vatUpdated, m.vatFailed)) onSaved();
  };
  return (
    <form onSubmit={submit} className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="font-semibold">KDV Oranı</h3>
      <Field label="KDV Oranı (%)" hint={VAT_HINT} className="mt-3 max-w-xs">
        {(id) => <input id={id} type="number" min="0" max="100" step="0.01" required className={inputClass} value={rate} onChange={(e) => setRate(e.target.value)} />}
      </Field>
      <button type="submit" className={`${btn.primary} mt-4`} disabled={busy}>{busy ? 'Kaydediliyor...' : 'KDV Oranını Kaydet'}</button>
    </form>
  );
}
