import { useEffect, useState } from 'react';
import { apiRequest, getJson } from '#site/lib/api-client.ts';
import { CARRIER_NAMES } from '#api/schemas/carriers.ts';
import type { ReturnSettings } from '#api/schemas/returns.ts';
import { btn } from '#site/components/ui/buttons.tsx';
import { useSave } from '../shared/useSave';

/** The shop's return agreement code per carrier and the address parcels go to. */
export function ReturnSettingsForm({ onSaved }: { onSaved: () => void }) {
  const [value, setValue] = useState<ReturnSettings | null>(null);
  const { busy, run } = useSave();
  useEffect(() => {
    void getJson<ReturnSettings>('/api/admin/returns/settings').then(setValue);
  }, []);
  if (!value) return <p role="status">Yükleniyor...</p>;
  const code = (carrier: string) => value.carriers.find((c) => c.carrier === carrier)?.code ?? '';
  const setCode = (carrier: string, text: string) =>
    setValue({
      ...value,
      carriers: [
        ...value.carriers.filter((c) => c.carrier !== carrier),
        ...(text.trim() ? [{ carrier, code: text }] : []),
      ].sort((a, b) => CARRIER_NAMES.indexOf(a.carrier) - CARRIER_NAMES.indexOf(b.carrier)),
    });
  return (
    <form
      className="space-y-3 p-1 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        void run(
          async () => {
            await apiRequest('PUT', '/api/admin/returns/settings', value);
            onSaved();
          },
          'İade ayarları kaydedildi',
          'İade ayarları kaydedilemedi',
        );
      }}
    >
      <label className="flex flex-col gap-1">
        İade gönderim adresi
        <textarea
          value={value.address}
          rows={2}
          maxLength={500}
          onChange={(e) => setValue({ ...value, address: e.target.value })}
          className="rounded-lg border border-slate-300 px-3 py-2"
        />
      </label>
      <fieldset className="space-y-2">
        <legend className="font-medium">Anlaşma kodları (ilk dolu olan varsayılandır)</legend>
        {CARRIER_NAMES.map((carrier) => (
          <label key={carrier} className="flex items-center justify-between gap-2">
            {carrier}
            <input
              value={code(carrier)}
              maxLength={40}
              onChange={(e) => setCode(carrier, e.target.value)}
              className="min-h-11 w-40 rounded-lg border border-slate-300 px-2"
            />
          </label>
        ))}
      </fieldset>
      <button type="submit" className={btn.primary} disabled={busy}>
        Kaydet
      </button>
    </form>
  );
}
