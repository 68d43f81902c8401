import { inputClass } from '#site/components/ui/FormField.tsx';

// The pieces the products panel's file-import dialogs ('İçe Aktar', 'BMEcat Yükle') share.

/** The file to import, of the kinds `accept` names; `onChoose` gets it, or null when the choice is cleared. */
export function ImportFileField({
  label,
  accept,
  onChoose,
}: {
  label: string;
  accept: string;
  onChoose: (file: File | null) => void;
}) {
  return (
    <label className="block text-sm font-medium text-slate-700">
      {label}
      <input
        type="file"
        required
        accept={accept}
        className={inputClass}
        onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
      />
    </label>
  );
}

/** The upload's progress (0–1) while the file is sent, then, at null, that the server is working on it. */
export function UploadProgress({ progress }: { progress: number | null }) {
  return (
    <label className="block text-sm font-medium text-slate-700">
      {progress === null ? 'Sunucuda işleniyor...' : `Dosya gönderiliyor... %${Math.round(progress * 100)}`}
      <progress className="mt-2 block h-3 w-full" max={1} {...(progress === null ? {} : { value: progress })} />
    </label>
  );
}
