import { useState, type FormEvent } from 'react';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { toastError, toastSuccess } from '#site/lib/toast.ts';
import { apiUpload, errorMessage } from '#site/lib/api-client.ts';
import { MAX_BMECAT_BYTES, bmecatMessages, type BmecatResult } from '#api/schemas/bmecat.ts';
import { btn } from '#site/components/ui/buttons.tsx';
import { FileField } from '#site/components/ui/FormField.tsx';
import type { FileImportDialogProps } from './ImportDialog';
import { ImportOutcome, UploadProgress } from './ImportParts';

/**
 * 'BMEcat Yükle': a manufacturer's catalogue file (BMEcat 2005, T_NEW_CATALOG or
 * T_UPDATE_PRODUCTS) sent to the API, then what it created and updated and each article's problem.
 */
export function BmecatDialog({ open, onClose, onImported }: FileImportDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [result, setResult] = useState<BmecatResult | null>(null);
  const running = progress !== undefined;

  const close = () => {
    if (running) return;
    setFile(null);
    setResult(null);
    onClose();
  };
  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    if (file.size > MAX_BMECAT_BYTES) return toastError(bmecatMessages.tooLarge);
    const form = new FormData();
    form.append('file', file);
    setProgress(0);
    try {
      const res = await apiUpload('POST', '/api/admin/catalogue/bmecat', form, setProgress);
      const answer = (await res.json()) as BmecatResult;
      setResult(answer);
      if (answer.created + answer.updated > 0) {
        toastSuccess(`${answer.created} ürün eklendi, ${answer.updated} ürün güncellendi`);
        onImported();
      }
    } catch (error) {
      toastError(errorMessage(error, 'Katalog yüklenemedi'));
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <Dialog open={open} onClose={close} title="BMEcat Kataloğu Yükle" className="max-w-3xl">
      {!result ? (
        <form onSubmit={(e) => void send(e)} className="space-y-4">
          <p className="text-sm text-slate-600">
            Üreticinin BMEcat 2005 dosyası (XML, en fazla 50 MB; T_NEW_CATALOG veya T_UPDATE_PRODUCTS). Ürünler ürün
            kodu (SUPPLIER_AID / SUPPLIER_PID) ile eşleşir; yeni ürünler aktif ve stoksuz eklenir. Özellikler ETIM
            koduyla, yoksa adıyla eşleşir; eşleşmeyenler raporlanır.
          </p>
          <FileField label="BMEcat dosyası" accept=".xml,application/xml,text/xml" required onFile={setFile} />
          {running && <UploadProgress progress={progress ?? null} />}
          <div className="flex justify-end gap-2">
            <button type="button" className={btn.secondary} onClick={close} disabled={running}>
              İptal
            </button>
            <button type="submit" className={btn.primary} disabled={!file || running}>
              Yükle
            </button>
          </div>
        </form>
      ) : (
        <ImportOutcome onClose={close}>
          <p role="status" className="font-medium">
            {result.created} ürün eklendi, {result.updated} ürün güncellendi, {result.errors.length} uyarı.
          </p>
          {result.errors.length > 0 && (
            <div className="max-h-80 overflow-auto rounded border border-slate-200">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Uyarılar</caption>
                <thead className="bg-slate-50">
                  <tr>
                    <th scope="col" className="p-2">
                      Ürün
                    </th>
                    <th scope="col" className="p-2">
                      Uyarı
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {result.errors.map((e, i) => (
                    <tr key={i} className="border-t border-slate-200">
                      <td className="p-2 font-mono text-xs">{e.article ?? 'Dosya'}</td>
                      <td className="p-2">{e.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </ImportOutcome>
      )}
    </Dialog>
  );
}
