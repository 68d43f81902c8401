import { useState, type FormEvent } from 'react';
import { toastError } from '#site/lib/toast.ts';
import { LOGO_KEY, settingMessages as m } from '#api/schemas/admin-settings.ts';
import { useSave } from '../shared/useSave';
import { FileField, InputField } from '#site/components/ui/FormField.tsx';
import { btn, SubmitButton } from '#site/components/ui/buttons.tsx';
import { saveSetting } from './save-setting';

/** Company logo by file or URL: choosing one clears the other; neither gives the spec's message. */
export function LogoCard({ current, onSaved }: { current: string | undefined; onSaved: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  const [inputKey, setInputKey] = useState(0);
  const { busy, run } = useSave();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file && !url.trim()) return toastError(m.logoMissing);
    if (await run(() => saveSetting(LOGO_KEY, file ?? url.trim()), m.logoUpdated, m.logoFailed)) {
      setFile(null);
      setUrl('');
      setInputKey((k) => k + 1);
      onSaved();
    }
  };
  return (
    <form onSubmit={submit} className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="font-semibold">Şirket Logosu</h3>
      <div className="mt-3 flex items-center gap-4">
        {current ? (
          <img src={current} alt="Mevcut şirket logosu" className="h-20 w-20 rounded border bg-white object-contain" />
        ) : (
          <p className="text-sm text-slate-500">Logo yüklenmemiş; sitede şimşek simgesi gösterilir.</p>
        )}
      </div>
      <div className="mt-3 space-y-3">
        <FileField
          key={inputKey}
          label="Logo Dosyası"
          accept="image/png,image/jpeg"
          onFile={(chosen) => {
            setFile(chosen);
            setUrl('');
          }}
        />
        <p className="text-center text-xs text-slate-500">veya</p>
        <InputField
          label="Logo URL"
          type="url"
          placeholder="https://..."
          value={url}
          onValue={(typed) => {
            setUrl(typed);
            setFile(null);
            setInputKey((k) => k + 1);
          }}
        />
        <p className="text-xs text-slate-500">
          PNG veya JPG formatında, önerilen boyut yaklaşık 200x200 piksel veya kare. Maksimum dosya boyutu: 10MB.
        </p>
      </div>
      <SubmitButton busy={busy} pending="Yükleniyor..." className={`${btn.primary} mt-4`}>
        Logoyu Güncelle
      </SubmitButton>
    </form>
  );
}
