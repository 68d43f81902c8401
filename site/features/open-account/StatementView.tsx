import { useState } from 'react';
import { formatTRY } from '#api/shared/money.ts';
import { formatDate, isoDay } from '#api/shared/date-format.ts';
import { STATEMENT_KIND_LABELS, type Statement } from '#api/features/open-account/schemas.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { downloadFile } from '../../lib/download-file.ts';
import { toastError } from '../../lib/toast.ts';
import { btn } from '../../components/ui/buttons.tsx';
import { TableHead } from '../../components/ui/TableHead.tsx';

/** A signed amount ("-12.50") in tr-TR money. */
export const signedTRY = (amount: string) =>
  amount.startsWith('-') ? `-${formatTRY(amount.slice(1))}` : formatTRY(amount);
/** A due day (YYYY-MM-DD) as Turkey reads it. */
export const dueDay = (day: string) => formatDate(`${day}T12:00:00+03:00`);
const money = (amount: string) => (amount === '0.00' ? '' : formatTRY(amount));

/**
 * 'Cari Hesap Ekstresi': the sums and the lines with their running balance, and the PDF and
 * Excel downloads from `filesPath` (the customer's own or the admin's path of a customer).
 */
export function StatementView({ statement: s, filesPath }: { statement: Statement; filesPath: string }) {
  const [busy, setBusy] = useState(false);
  const download = async (format: 'pdf' | 'xlsx') => {
    setBusy(true);
    try {
      await downloadFile(`${filesPath}.${format}`, `cari-hesap-ekstresi-${isoDay(new Date())}.${format}`);
    } catch (error) {
      toastError(errorMessage(error, 'Ekstre indirilemedi'));
    } finally {
      setBusy(false);
    }
  };
  const sums: [string, string][] = [
    ['Kredi Limiti', formatTRY(s.creditLimit)],
    ['Bakiye', signedTRY(s.balance)],
    ['Kullanılabilir Limit', formatTRY(s.available)],
    ['Vadesi Geçen', formatTRY(s.overdue)],
  ];
  return (
    <div className="space-y-3 text-sm">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {sums.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-slate-200 p-3">
            <dt className="text-slate-600">{label}</dt>
            <dd className={`font-semibold ${label === 'Vadesi Geçen' && s.overdue !== '0.00' ? 'text-red-700' : ''}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-slate-600">Vade: {s.paymentTermDays} gün</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={btn.secondary} disabled={busy} onClick={() => void download('pdf')}>
          PDF İndir
        </button>
        <button type="button" className={btn.secondary} disabled={busy} onClick={() => void download('xlsx')}>
          Excel İndir
        </button>
      </div>
      {s.lines.length === 0 ? (
        <p className="text-slate-600">Henüz hesap hareketi yok.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left">
            <caption className="sr-only">Cari hesap hareketleri</caption>
            <TableHead
              columns={[
                { label: 'Tarih', className: 'py-2 pr-2' },
                { label: 'İşlem', className: 'pr-2' },
                { label: 'Belge / Açıklama', className: 'pr-2' },
                { label: 'Vade', className: 'pr-2' },
                { label: 'Borç', className: 'pr-2 text-right' },
                { label: 'Alacak', className: 'pr-2 text-right' },
                { label: 'Bakiye', className: 'text-right' },
              ]}
            />
            <tbody>
              {s.lines.map((l, i) => (
                <tr key={i} className="border-b border-slate-100">
                  <td className="py-2 pr-2">{formatDate(l.date)}</td>
                  <td className="pr-2">{STATEMENT_KIND_LABELS[l.kind]}</td>
                  <td className="pr-2 break-all">{l.reference}</td>
                  <td className="pr-2">{l.dueDate ? dueDay(l.dueDate) : ''}</td>
                  <td className="pr-2 text-right">{money(l.debit)}</td>
                  <td className="pr-2 text-right">{money(l.credit)}</td>
                  <td className="text-right">{signedTRY(l.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
