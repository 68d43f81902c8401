import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/api-client';
import { SubmitButton, primaryButton } from '../../components/ui/buttons';
import { ErrorText } from '../../components/ui/FormField';
import { linesFromText } from '#api/schemas/quick-order-lines.ts';
import { MAX_QUICK_ORDER_LINES, QUICK_ORDER_MESSAGES } from '#api/schemas/quick-order.ts';
import { sendFile, sendLines, type LineOutcome } from './quick-order-store';
import { QuickOrderResults } from './QuickOrderResults';

const EXAMPLE = 'NYM-3X2,5\t100\nSIG-B16\t12';

/**
 * /hizli-siparis: codes and quantities pasted from Excel (or typed, `;` or `,` separated), or a
 * CSV/XLSX file; the good lines go into the cart, each bad line says why.
 */
export default function QuickOrderPage() {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ outcomes: LineOutcome[]; source: 'text' | 'file' } | null>(null);
  const textId = useId();
  const fileId = useId();

  async function run(source: 'text' | 'file', send: () => Promise<LineOutcome[]>) {
    setBusy(true);
    setError(null);
    try {
      setResult({ outcomes: await send(), source });
    } catch (e) {
      setError(errorMessage(e, 'Satırlar gönderilemedi. Lütfen tekrar deneyin.'));
    } finally {
      setBusy(false);
    }
  }

  function submitText(e: FormEvent) {
    e.preventDefault();
    const lines = linesFromText(text);
    if (lines.length === 0) return setError(QUICK_ORDER_MESSAGES.noLines);
    if (lines.length > MAX_QUICK_ORDER_LINES) return setError(QUICK_ORDER_MESSAGES.tooManyLines);
    void run('text', () => sendLines(lines));
  }

  function submitFile(e: FormEvent) {
    e.preventDefault();
    if (!file) return setError(QUICK_ORDER_MESSAGES.fileMissing);
    void run('file', () => sendFile(file));
  }

  const errorId = `${textId}-error`;
  return (
    <div>
      <form onSubmit={submitText} noValidate>
        <label htmlFor={textId} className="block font-medium text-slate-800">
          Ürün kodları ve adetler
        </label>
        <p id={`${textId}-hint`} className="mt-1 text-sm text-slate-600">
          Excel'de ürün kodu ve adet sütunlarını seçip kopyalayın ve buraya yapıştırın. Elle yazarken her satıra bir
          ürün yazın: <code>KOD;ADET</code> ya da <code>KOD ADET</code>. Adet yazılmazsa 1 alınır. En fazla{' '}
          {MAX_QUICK_ORDER_LINES} satır.
        </p>
        <textarea
          id={textId}
          name="lines"
          rows={10}
          value={text}
          placeholder={EXAMPLE}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={`${textId}-hint${error ? ` ${errorId}` : ''}`}
          aria-invalid={error ? true : undefined}
          className="focus:ring-brand-500 mt-2 w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm focus:ring-2 focus:outline-none"
        />
        {error && (
          <div role="alert">
            <ErrorText id={errorId}>{error}</ErrorText>
          </div>
        )}
        <SubmitButton busy={busy} pending="Ekleniyor..." className={`${primaryButton} mt-3 px-5 py-2.5`}>
          Sepete Ekle
        </SubmitButton>
      </form>

      <form onSubmit={submitFile} className="mt-8 rounded-lg border border-slate-200 p-4">
        <label htmlFor={fileId} className="block font-medium text-slate-800">
          ya da dosya yükleyin (CSV veya XLSX)
        </label>
        <p id={`${fileId}-hint`} className="mt-1 text-sm text-slate-600">
          İlk sütun ürün kodu, ikinci sütun adet olsun; ya da ilk satıra "Ürün kodu" ve "Adet" başlıklarını yazın.
        </p>
        <input
          id={fileId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby={`${fileId}-hint`}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className="mt-2 block text-sm"
        />
        <SubmitButton busy={busy} pending="Ekleniyor..." className={`${primaryButton} mt-3 px-5 py-2.5`}>
          Dosyadakileri Sepete Ekle
        </SubmitButton>
      </form>

      {result && (
        <QuickOrderResults outcomes={result.outcomes} lineLabel={result.source === 'file' ? 'Dosya satırı' : 'Satır'} />
      )}
    </div>
  );
}
