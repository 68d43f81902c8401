import { useState, type FormEvent } from 'react';
import { errorMessage } from '#site/lib/api-client.ts';
import { downloadFile } from '#site/lib/download-file.ts';
import { toastError } from '#site/lib/toast.ts';
import { exportFileName, type ExportFormat } from '#api/schemas/accounting-export.ts';
import { InputField } from '#site/components/ui/FormField.tsx';
import { btn } from '#site/components/ui/buttons.tsx';
import { isoDay } from '#api/shared/date-format.ts';

const today = () => isoDay(new Date());
const firstOfMonth = () => `${today().slice(0, 8)}01`;

const PATHS: Record<ExportFormat, string> = {
  csv: '/api/admin/orders-export',
  xlsx: '/api/admin/orders-export.xlsx',
};

/** Downloads the paid orders of a date range for the accountant: CSV, or an Excel workbook. */
export function AccountingExport() {
  const [from, setFrom] = useState(firstOfMonth);
  const [to, setTo] = useState(today);
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const format: ExportFormat = submitter?.value === 'xlsx' ? 'xlsx' : 'csv';
    setBusy(format);
    try {
      await downloadFile(`${PATHS[format]}?${new URLSearchParams({ from, to })}`, exportFileName({ from, to }, format));
    } catch (error) {
      toastError(errorMessage(error, 'Dışa aktarma başarısız'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Muhasebe dışa aktarma"
      className="flex flex-wrap items-end gap-3 rounded-lg bg-slate-50 p-3"
    >
      <InputField label="Başlangıç" type="date" required value={from} onValue={setFrom} />
      <InputField label="Bitiş" type="date" required value={to} onValue={setTo} />
      <button type="submit" value="csv" className={btn.secondary} disabled={busy !== null}>
        {busy === 'csv' ? 'Hazırlanıyor...' : 'Muhasebe CSV İndir'}
      </button>
      <button type="submit" value="xlsx" className={btn.secondary} disabled={busy !== null}>
        {busy === 'xlsx' ? 'Hazırlanıyor...' : 'Muhasebe Excel İndir'}
      </button>
    </form>
  );
}
