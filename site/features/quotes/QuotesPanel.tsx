import { useEffect, useState } from 'react';
import type { QuoteSummary, QuoteView } from '#api/features/quotes/schemas.ts';
import { formatTRY } from '#api/shared/money.ts';
import { formatDate } from '#api/shared/date-format.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { downloadFile } from '../../lib/download-file.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { QuoteBadge } from './QuoteBadge';
import { QuoteSummaryView } from './QuoteSummaryView';
import { acceptQuote, declineQuote, loadQuote, loadQuotes } from './quotes-store';

const button = 'rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-60';

/** 'Teklifler' in /hesabim: the customer's quotes, one opened with its lines, PDF, acceptance and refusal. */
export function QuotesPanel() {
  const [quotes, setQuotes] = useState<QuoteSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<QuoteView | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => loadQuotes().then(setQuotes, () => setFailed(true));
  useEffect(() => void refresh(), []);

  const act = async (call: () => Promise<QuoteView>, success: string) => {
    setBusy(true);
    try {
      setOpen(await call());
      toastSuccess(success);
      await refresh();
    } catch (error) {
      toastError(errorMessage(error, 'İşlem yapılamadı. Lütfen tekrar deneyin.'));
    } finally {
      setBusy(false);
    }
  };

  if (failed) return <p role="alert">Teklifleriniz yüklenemedi. Lütfen sayfayı yenileyin.</p>;
  if (!quotes) return <p role="status">Teklifler yükleniyor...</p>;
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold">Teklifler</h2>
      {quotes.length === 0 && (
        <p className="text-slate-600">Henüz teklif istemediniz. Sepetinizden 'Teklif İste' ile isteyebilirsiniz.</p>
      )}
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {quotes.map((q) => (
          <li key={q.id}>
            <button
              type="button"
              aria-expanded={open?.id === q.id}
              onClick={() => void loadQuote(q.id).then(setOpen)}
              className="grid w-full gap-1 p-3 text-left text-sm hover:bg-slate-50 sm:grid-cols-[9rem_1fr_8rem_9rem] sm:items-center"
            >
              <span className="font-mono font-semibold">{q.number}</span>
              <span className="text-slate-600">
                {formatDate(q.createdAt)}
                {q.validUntil && ` · geçerlilik ${formatDate(q.validUntil)}`}
              </span>
              <span className="font-semibold">{formatTRY(q.total)}</span>
              <QuoteBadge status={q.status} label={q.statusLabel} />
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <section aria-label={`Teklif ${open.number}`} className="space-y-3 rounded-xl border border-slate-200 p-4">
          <h3 className="font-semibold">
            Teklif {open.number} · <QuoteBadge status={open.status} label={open.statusLabel} />
          </h3>
          <QuoteSummaryView quote={open} />
          {open.orderNumber && (
            <p>
              Sipariş:{' '}
              <a className="text-brand-600 underline" href={`/siparis/${encodeURIComponent(open.orderNumber)}`}>
                {open.orderNumber}
              </a>
            </p>
          )}
          {open.status === 'accepted' && (
            <p>
              Teklifteki ürünler teklif fiyatıyla sepetinizde.{' '}
              <a className="text-brand-600 underline" href="/checkout">
                Siparişi tamamlayın
              </a>
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {open.status === 'sent' && (
              <button
                type="button"
                disabled={busy}
                className={`${button} bg-brand-600 hover:bg-brand-700 text-white`}
                onClick={() => void act(() => acceptQuote(open.id), 'Teklif kabul edildi; ürünler sepetinize eklendi.')}
              >
                Teklifi Kabul Et
              </button>
            )}
            {(open.status === 'sent' || open.status === 'requested' || open.status === 'expired') && (
              <button
                type="button"
                disabled={busy}
                className={`${button} border border-red-200 text-red-700 hover:bg-red-50`}
                onClick={() => void act(() => declineQuote(open.id), 'Teklif reddedildi.')}
              >
                Teklifi Reddet
              </button>
            )}
            {open.status !== 'requested' && (
              <button
                type="button"
                className={`${button} border border-slate-300 hover:bg-slate-50`}
                onClick={() => void downloadFile(`/api/quotes/${open.id}/pdf`, `teklif-${open.number}.pdf`)}
              >
                PDF İndir
              </button>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
