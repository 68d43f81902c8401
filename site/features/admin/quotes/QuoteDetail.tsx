import { formatDateTime } from '#api/shared/date-format.ts';
import type { QuoteView } from '#api/features/quotes/schemas.ts';
import { apiRequest } from '#site/lib/api-client.ts';
import { downloadFile } from '#site/lib/download-file.ts';
import { btn } from '#site/components/ui/buttons.tsx';
import { QuoteSummaryView } from '../../quotes/QuoteSummaryView.tsx';
import { useSave } from '../shared/useSave';
import { QuoteEditor } from './QuoteEditor';

/** One quote for the admin: customer and lines, the editor while it is open, sending, the PDF and its history. */
export function QuoteDetail({ quote, onChanged }: { quote: QuoteView; onChanged: (q: QuoteView) => void }) {
  const { busy, run } = useSave();
  const editable = quote.status === 'requested' || quote.status === 'sent';
  const send = () =>
    run(
      async () =>
        onChanged((await (await apiRequest('POST', `/api/admin/quotes/${quote.id}/send`)).json()) as QuoteView),
      'Teklif müşteriye e-postayla gönderildi',
      'Teklif gönderilemedi',
    );
  return (
    <div className="space-y-4 text-sm">
      <p>
        <span className="font-medium">{quote.customerName}</span> · {quote.customerEmail}
      </p>
      {editable ? <QuoteEditor quote={quote} onSaved={onChanged} /> : <QuoteSummaryView quote={quote} />}
      <div className="flex flex-wrap gap-2">
        {editable && (
          <button
            type="button"
            className={btn.primary}
            disabled={busy || !quote.validUntil}
            onClick={() => void send()}
          >
            {quote.status === 'sent' ? 'Yeniden Gönder' : 'Müşteriye Gönder'}
          </button>
        )}
        <button
          type="button"
          className={btn.secondary}
          onClick={() => void downloadFile(`/api/admin/quotes/${quote.id}/pdf`, `teklif-${quote.number}.pdf`)}
        >
          PDF İndir
        </button>
      </div>
      <section aria-labelledby="quote-history">
        <h3 id="quote-history" className="font-semibold">
          Geçmiş
        </h3>
        <ol className="mt-2 space-y-1">
          {quote.events?.map((e, i) => (
            <li key={i}>
              <span className="text-slate-500">{formatDateTime(e.at)}</span> · {e.label}
              {e.by && <span> · {e.by}</span>}
              {e.note && <span className="text-slate-500"> · {e.note}</span>}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
