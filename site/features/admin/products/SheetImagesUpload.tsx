import { useState } from 'react';
import { apiForm, errorMessage } from '#site/lib/api-client.ts';
import { IMAGE_ACCEPT } from '#api/schemas/admin-uploads.ts';
import { inputClass } from '#site/components/ui/FormField.tsx';

/** Uploads images for the spreadsheet and lists the names to write in its `images` column. */
export function SheetImagesUpload() {
  const [stored, setStored] = useState<{ file: string; name: string }[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    const form = new FormData();
    for (const f of files) form.append('images', f);
    setBusy(true);
    setError(null);
    try {
      const res = await apiForm('POST', '/api/admin/uploads/images', form);
      const added = (await res.json()) as { file: string; name: string }[];
      setStored((s) => [...s, ...added]);
    } catch (e) {
      setError(errorMessage(e, 'Görseller yüklenemedi'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <details className="rounded-lg border border-slate-200 p-3 text-sm">
      <summary className="cursor-pointer font-medium">Tablo için görsel yükle</summary>
      <label className="mt-2 block font-medium text-slate-700">
        Görseller (en fazla 20)
        <input
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          className={inputClass}
          disabled={busy}
          onChange={(e) => void upload(e.target.files)}
        />
      </label>
      {busy && <p role="status">Yükleniyor...</p>}
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
      {stored.length > 0 && (
        <ul aria-label="Yüklenen görsellerin adları" className="mt-2 space-y-1">
          {stored.map((s) => (
            <li key={s.name}>
              {s.file}: <code className="select-all text-xs">{s.name}</code>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
