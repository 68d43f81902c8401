import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $user } from '../account/auth-store';
import { errorMessage } from '../../lib/api-client.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { requestQuote } from './quotes-store';
import { primaryButton, SubmitButton } from '../../components/ui/buttons.tsx';

/** 'Teklif İste' under a signed-in customer's cart: a note, and the cart's lines go to the shop as a quote request. */
export function QuoteRequestForm() {
  const user = useStore($user);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  if (!user) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const quote = await requestQuote(note);
      toastSuccess(`Teklif isteğiniz alındı (${quote.number}). Hesabım > Teklifler'den izleyebilirsiniz.`);
      setOpen(false);
      setNote('');
    } catch (error) {
      toastError(errorMessage(error, 'Teklif isteği gönderilemedi. Lütfen tekrar deneyin.'));
    } finally {
      setBusy(false);
    }
  };

  if (!open)
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="min-h-11 rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold hover:bg-slate-50"
      >
        Teklif İste
      </button>
    );
  return (
    <form
      onSubmit={(e) => void submit(e)}
      aria-label="Teklif iste"
      className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3"
    >
      <label className="text-sm font-medium text-slate-700">
        Teklif notunuz (isteğe bağlı)
        <textarea
          rows={3}
          maxLength={2000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          placeholder="Ör. teslim yeri, termin, miktar esnekliği..."
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
        />
      </label>
      <div className="flex justify-end gap-2">
        <button type="button" onClick={() => setOpen(false)} className="min-h-11 px-4 text-sm font-medium">
          Vazgeç
        </button>
        <SubmitButton busy={busy} pending="Gönderiliyor..." className={`${primaryButton} min-h-11 px-4 py-2.5 text-sm`}>
          Teklif İsteğini Gönder
        </SubmitButton>
      </div>
    </form>
  );
}
