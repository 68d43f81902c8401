import { useCallback, useEffect, useState } from 'react';
import { getJson } from '#site/lib/api-client.ts';
import { formatTRY } from '#api/shared/money.ts';
import { formatDate, formatDateTime } from '#api/shared/date-format.ts';
import type { QuoteSummary, QuoteView } from '#api/features/quotes/schemas.ts';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { EmptyState, LoadError, Loading, PanelHeader, RecordRow } from '../shared/ui';
import { QuoteBadge } from '../../quotes/QuoteBadge.tsx';
import { QuoteDetail } from './QuoteDetail';

/** 'Teklifler': every quote newest first, and the detail dialog to edit, send and follow it. */
export function QuotesPanel() {
  const [quotes, setQuotes] = useState<QuoteSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [detail, setDetail] = useState<QuoteView | null>(null);

  const load = useCallback(async () => {
    try {
      setQuotes(await getJson<QuoteSummary[]>('/api/admin/quotes'));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => void load(), [load]);

  const open = async (id: number) => setDetail(await getJson<QuoteView>(`/api/admin/quotes/${id}`));
  return (
    <div>
      <PanelHeader title="Teklifler" />
      {failed && <LoadError text="Teklifler yüklenemedi" onRetry={() => void load()} />}
      {!failed && !quotes && <Loading text="Teklifler yükleniyor..." />}
      {quotes?.length === 0 && <EmptyState title="Henüz teklif istenmedi" />}
      <ul className="space-y-2">
        {quotes?.map((q) => (
          <RecordRow
            key={q.id}
            number={q.number}
            detailsLabel="teklifinin ayrıntıları"
            columns="sm:grid-cols-[9rem_1fr_8rem_9rem]"
            onOpen={() => void open(q.id)}
          >
            <span>
              <span className="font-medium">{q.customerName}</span>
              <br />
              <span className="text-slate-500">
                {formatDateTime(q.createdAt)} · {q.lineCount} satır
                {q.validUntil && ` · geçerlilik ${formatDate(q.validUntil)}`}
              </span>
            </span>
            <span className="font-semibold">{formatTRY(q.total)}</span>
            <QuoteBadge status={q.status} label={q.statusLabel} />
          </RecordRow>
        ))}
      </ul>
      <Dialog
        open={detail !== null}
        onClose={() => setDetail(null)}
        title={detail ? `Teklif ${detail.number}` : ''}
        className="max-w-4xl"
      >
        {detail && (
          <QuoteDetail
            quote={detail}
            onChanged={(q) => {
              setDetail(q);
              void load();
            }}
          />
        )}
      </Dialog>
    </div>
  );
}
