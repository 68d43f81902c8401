import { useState, type FormEvent } from 'react';
import { apiRequest, errorMessage } from '#site/lib/api-client.ts';
import { toastError } from '#site/stores/toast.ts';
import { exportFileName } from '#api/schemas/accounting-export.ts';
import { InputField, btn } from '../shared/ui';

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
const firstOfMonth = () => `${today().slice(0, 8)}01`;

/** Downloads the paid orders of a date range as the accountant's CSV. */
export function AccountingExport() {
  const [from, setFrom] = useState(firstOfMonth);
  const [to, setTo] = useState(today);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      // A plain link cannot carry the bearer token, so the file is fetched and handed over.
      const res = await apiRequest('GET', `/api/admin/orders-export?${new URLSearchParams({ from, to })}`);
      const url = URL.createObjectURL(await res.blob());
      const link = Object.assign(document.createElement('a'), { href: url, download: exportFileName({ from, to }) });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      toastError(errorMessage(error, 'Dışa aktarma başarısız'));
    } finally {
      setBusy(false);
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
      <button type="submit" className={btn.secondary} disabled={busy}>
        {busy ? 'Hazırlanıyor...' : 'Muhasebe CSV İndir'}
      </button>
    </form>
  );
}
