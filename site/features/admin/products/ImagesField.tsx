import { useEffect, useMemo } from 'react';
import { IMAGE_ACCEPT, MAX_NEW_IMAGES } from '#api/schemas/admin-uploads.ts';
import { Field, inputClass } from '#site/components/ui/FormField.tsx';

interface Props {
  existing: string[];
  files: File[];
  onExisting: (urls: string[]) => void;
  onFiles: (files: File[]) => void;
}

/** Existing images with 'Görseli kaldır', and new images (only images, the first 5 chosen). */
export function ImagesField({ existing, files, onExisting, onFiles }: Props) {
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);
  return (
    <div className="space-y-3">
      {existing.length > 0 && (
        <div>
          <p className="text-sm font-medium text-slate-700">Mevcut Görseller</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {existing.map((url) => (
              <li key={url} className="relative">
                <img src={url} alt="" className="h-20 w-20 rounded-lg border object-cover" />
                <button
                  type="button"
                  aria-label="Görseli kaldır"
                  title="Görseli kaldır"
                  onClick={() => onExisting(existing.filter((u) => u !== url))}
                  className="absolute -top-2 -right-2 flex h-6 w-6 items-center justify-center rounded-full bg-red-600 text-xs text-white"
                >
                  ✕
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Field label="Yeni Görseller" hint={`Birden fazla görsel seçebilirsiniz (maksimum ${MAX_NEW_IMAGES} adet)`}>
        {(id) => (
          <input
            id={id}
            type="file"
            multiple
            accept={IMAGE_ACCEPT}
            className={inputClass}
            onChange={(e) =>
              onFiles(
                Array.from(e.target.files ?? [])
                  .filter((f) => f.type.startsWith('image/'))
                  .slice(0, MAX_NEW_IMAGES),
              )
            }
          />
        )}
      </Field>
      {previews.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Seçilen görseller">
          {previews.map((url, i) => (
            <li key={url}>
              <img src={url} alt={files[i]?.name ?? ''} className="h-20 w-20 rounded-lg border object-cover" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
