import { useState, type FormEvent } from 'react';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { toastError, toastSuccess } from '#site/lib/toast.ts';
import { errorMessage } from '#site/lib/api-client.ts';
import { ATTRIBUTE_COLUMN_PREFIX, SHEET_COLUMNS } from '#api/schemas/product-sheet.ts';
import { uploadImport, type ImportAnswer } from './import-upload';
import { ImportSummaryView } from './ImportSummaryView';
import { SheetImagesUpload } from './SheetImagesUpload';
import { ImportOutcome, UploadProgress } from './ImportParts';
import { FileField } from '#site/components/ui/FormField.tsx';
import { btn } from '#site/components/ui/buttons.tsx';

/** What the products panel gives each of its file-import dialogs ('İçe Aktar', 'BMEcat Yükle'). */
export interface FileImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after an import changed the catalogue, so the panel reloads its table. */
  onImported: () => void;
}

type Step = 'choose' | 'checking' | 'checked' | 'running' | 'done';

/** Choose a file → dry run summary and first errors → confirm → progress → result. */
export function ImportDialog({ open, onClose, onImported }: FileImportDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>('choose');
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);
  const [skipBadRows, setSkipBadRows] = useState(false);
  const [progress, setProgress] = useState<number | null>(0);

  const reset = () => {
    setFile(null);
    setStep('choose');
    setAnswer(null);
    setSkipBadRows(false);
  };
  const close = () => {
    if (step === 'running' || step === 'checking') return;
    reset();
    onClose();
  };
  const send = async (dryRun: boolean) => {
    setStep(dryRun ? 'checking' : 'running');
    setProgress(0);
    try {
      const result = await uploadImport(file!, { dryRun, skipBadRows }, setProgress);
      setAnswer(result);
      setStep(dryRun ? 'checked' : result.applied ? 'done' : 'checked');
      if (!dryRun && result.applied) {
        toastSuccess('Ürünler içe aktarıldı');
        onImported();
      }
    } catch (error) {
      toastError(errorMessage(error, 'İçe aktarma yapılamadı'));
      setStep('choose');
    }
  };
  const check = (e: FormEvent) => {
    e.preventDefault();
    if (file) void send(true);
  };
  const blocked = !!answer && answer.errors.length > 0 && !skipBadRows;

  return (
    <Dialog open={open} onClose={close} title="Ürünleri İçe Aktar" className="max-w-3xl">
      {(step === 'choose' || step === 'checking') && (
        <form onSubmit={check} className="space-y-4">
          <p className="text-sm text-slate-600">
            CSV (; , veya sekme ile ayrılmış) ya da XLSX dosyası. Satırlar SKU ile eşleşir; yeni SKU'lar yeni ürün veya
            seçenek olur. Sütunlar: <code className="text-xs">{SHEET_COLUMNS.join(', ')}</code>. Görseller için önceden
            yüklenmiş görsel adlarını yazın. Teknik özellikler her özellik için bir{' '}
            <code className="text-xs">{ATTRIBUTE_COLUMN_PREFIX}kod</code> sütunundadır: sayılar ondalık virgülle (2,5),
            seçenekler kodlarıyla, evet/hayır; seçenekli ürünlerde her satır o seçeneğin değerini taşır.{' '}
            <code className="text-xs">barcode</code> satırın barkodudur (başka bir ürün veya seçenekte olamaz),{' '}
            <code className="text-xs">trendyol</code> evet ise satır Trendyol&apos;da satılır.
          </p>
          <FileField
            label="İçe aktarılacak dosya"
            accept=".csv,.tsv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            required
            onFile={setFile}
          />
          <SheetImagesUpload />
          <div className="flex justify-end gap-2">
            <button type="button" className={btn.secondary} onClick={close}>
              İptal
            </button>
            <button type="submit" className={btn.primary} disabled={!file || step === 'checking'}>
              {step === 'checking' ? 'Kontrol ediliyor...' : 'Kontrol Et'}
            </button>
          </div>
        </form>
      )}
      {step === 'checked' && answer && (
        <div className="space-y-4">
          <ImportSummaryView
            answer={answer}
            heading={
              answer.dryRun
                ? 'Deneme sonucu (henüz hiçbir şey kaydedilmedi)'
                : (answer.message ?? 'İçe aktarma yapılmadı')
            }
          />
          {answer.errors.length > 0 && (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={skipBadRows} onChange={(e) => setSkipBadRows(e.target.checked)} />
              Hatalı satırları atlayıp diğerlerini içe aktar
            </label>
          )}
          <div className="flex justify-end gap-2">
            <button type="button" className={btn.secondary} onClick={reset}>
              Başka Dosya Seç
            </button>
            <button type="button" className={btn.primary} disabled={blocked} onClick={() => void send(false)}>
              İçe Aktar
            </button>
          </div>
        </div>
      )}
      {step === 'running' && (
        <div className="space-y-2 py-4">
          <UploadProgress progress={progress} />
        </div>
      )}
      {step === 'done' && answer && (
        <ImportOutcome onClose={close}>
          <ImportSummaryView answer={answer} heading="İçe aktarma tamamlandı" />
        </ImportOutcome>
      )}
    </Dialog>
  );
}
