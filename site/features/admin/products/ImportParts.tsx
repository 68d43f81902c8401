import type { ReactNode } from 'react';
import { btn } from '#site/components/ui/buttons.tsx';

// The pieces the products panel's file-import dialogs ('İçe Aktar', 'BMEcat Yükle') share.

/** The upload's progress (0–1) while the file is sent, then, at null, that the server is working on it. */
export function UploadProgress({ progress }: { progress: number | null }) {
  return (
    <label className="block text-sm font-medium text-slate-700">
      {progress === null ? 'Sunucuda işleniyor...' : `Dosya gönderiliyor... %${Math.round(progress * 100)}`}
      <progress className="mt-2 block h-3 w-full" max={1} {...(progress === null ? {} : { value: progress })} />
    </label>
  );
}

/** What an import did, with the one way on from there: 'Kapat'. */
export function ImportOutcome({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <div className="space-y-4">
      {children}
      <div className="flex justify-end">
        <button type="button" className={btn.primary} onClick={onClose}>
          Kapat
        </button>
      </div>
    </div>
  );
}
