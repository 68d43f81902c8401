import { useState, type FormEvent } from 'react';
import { FEEDS_ENABLED_KEY, FEEDS_TOKEN_KEY, settingMessages as m } from '#api/schemas/admin-settings.ts';
import type { SettingsMap } from '#api/schemas/settings.ts';
import { useSave } from '../shared/useSave';
import { CheckboxField, InputField } from '#site/components/ui/FormField.tsx';
import { btn, SubmitButton } from '#site/components/ui/buttons.tsx';
import { saveSetting } from './save-setting';

const FEEDS = [
  { file: 'google-merchant.xml', label: 'Google Merchant Center' },
  { file: 'akakce.xml', label: 'Akakçe' },
  { file: 'cimri.xml', label: 'Cimri' },
];

/** A random 32-character token (letters and digits), made in the browser. */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/**
 * The shopping feeds (decision 0276): on or off, and an optional secret token the addresses
 * carry. The panel mounts it anew (its key) when the saved values change.
 */
export function FeedsCard({ settings, onSaved }: { settings: SettingsMap; onSaved: () => void }) {
  const [enabled, setEnabled] = useState(settings[FEEDS_ENABLED_KEY] !== '0');
  const [token, setToken] = useState(settings[FEEDS_TOKEN_KEY] ?? '');
  const { busy, run } = useSave();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = await run(
      async () => {
        await saveSetting(FEEDS_ENABLED_KEY, enabled ? '1' : '0');
        await saveSetting(FEEDS_TOKEN_KEY, token.trim());
      },
      m.feedsUpdated,
      m.feedsFailed,
    );
    if (saved) onSaved();
  };
  const savedToken = settings[FEEDS_TOKEN_KEY] ?? '';
  const address = (file: string) =>
    `${location.origin}/feeds/${file}${savedToken ? `?token=${encodeURIComponent(savedToken)}` : ''}`;
  return (
    <form onSubmit={submit} className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="font-semibold">Ürün Akışları (XML)</h3>
      <p className="mt-1 text-xs text-slate-500">
        Google Alışveriş, Akakçe ve Cimri bu adreslerden aktif ve fiyatlı ürünleri KDV dahil fiyatlarıyla okur.
      </p>
      <div className="mt-3 space-y-3">
        <CheckboxField label="Ürün akışları açık" checked={enabled} onChecked={setEnabled} />
        <InputField
          label="Erişim anahtarı (token)"
          hint="Boş bırakılırsa akışlar herkese açıktır. Doluysa adres ?token=… ile istenmelidir (16-128 karakter)."
          value={token}
          maxLength={128}
          autoComplete="off"
          onValue={setToken}
        />
        <button type="button" className={btn.small} onClick={() => setToken(newToken())}>
          Rastgele Anahtar Oluştur
        </button>
      </div>
      {settings[FEEDS_ENABLED_KEY] !== '0' && (
        <ul className="mt-3 space-y-1 text-xs break-all text-slate-600">
          {FEEDS.map((f) => (
            <li key={f.file}>
              <span className="font-medium">{f.label}:</span> {address(f.file)}
            </li>
          ))}
        </ul>
      )}
      <SubmitButton busy={busy} pending="Kaydediliyor..." className={`${btn.primary} mt-4`}>
        Akış Ayarlarını Kaydet
      </SubmitButton>
    </form>
  );
}
