import { useState } from 'react';
import { apiRequest, errorMessage } from '#site/lib/api-client.ts';
import { formatTRY } from '#api/shared/money.ts';
import { formatLongDateTime } from '#api/shared/date-format.ts';
import {
  RETURN_REASON_LABELS,
  RETURN_STATE_LABELS,
  returnCarriageNote,
  type ReturnState,
  type ReturnView,
} from '#api/schemas/returns.ts';

import { ReturnPhotos } from './ReturnPhotos';

const STEPS: ReturnState[] = ['requested', 'approved', 'in_transit', 'received', 'refunded'];

/** One return as the buyer follows it: its steps, what to give at the branch, where to send it. */
export function ReturnCard({ orderNumber, r, onChange }: { orderNumber: string; r: ReturnView; onChange: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reached = STEPS.indexOf(r.state);
  // 'Kargoda' is what the buyer said (decision 0392): a parcel received without it skipped it.
  const passed = (s: ReturnState, i: number) =>
    s === 'in_transit' ? r.events.some((e) => e.toState === 'in_transit') : i <= reached;
  const sent = async () => {
    setBusy(true);
    setError(null);
    try {
      await apiRequest(
        'POST',
        `/api/orders/${encodeURIComponent(orderNumber)}/returns/${encodeURIComponent(r.returnNumber)}/sent`,
        {},
      );
      onChange();
    } catch (e) {
      setError(errorMessage(e, 'Kaydedilemedi. Lütfen tekrar deneyin.'));
      setBusy(false);
    }
  };
  return (
    <li className="rounded-lg border border-slate-200 p-4" data-testid="return-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">İade No: {r.returnNumber}</p>
        <p
          className={`rounded-full px-3 py-1 text-sm font-semibold ${r.state === 'rejected' ? 'bg-red-50 text-red-800' : 'bg-brand-50 text-brand-800'}`}
          data-testid="return-state"
        >
          {RETURN_STATE_LABELS[r.state]}
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {formatLongDateTime(r.createdAt)} · {RETURN_REASON_LABELS[r.reason]}
      </p>
      <ul className="mt-2 text-sm">
        {r.lines.map((l) => (
          <li key={l.orderItemId}>
            {l.productName}: {l.quantity} adet
          </li>
        ))}
      </ul>
      <ReturnPhotos photos={r.photos} />
      {r.state !== 'rejected' && (
        <ol className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-xs" aria-label="İade adımları">
          {STEPS.map((s, i) => (
            <li key={s} className={passed(s, i) ? 'font-semibold text-brand-800' : 'text-slate-500'}>
              {passed(s, i) ? '✓ ' : ''}
              {RETURN_STATE_LABELS[s]}
            </li>
          ))}
        </ol>
      )}
      {r.state === 'rejected' && <p className="mt-2 text-sm text-red-800">Red nedeni: {r.rejectReason}</p>}
      {r.returnCode && (r.state === 'approved' || r.state === 'in_transit') && (
        <dl className="mt-3 grid gap-1 rounded-lg bg-slate-50 p-3 text-sm">
          <div>
            <dt className="inline text-slate-600">Kargo firması: </dt>
            <dd className="inline font-semibold">{r.carrier}</dd>
          </div>
          <div>
            <dt className="inline text-slate-600">İade kodu: </dt>
            <dd className="inline font-semibold">{r.returnCode}</dd>
          </div>
          <div>
            <dt className="inline text-slate-600">Gönderim adresi: </dt>
            <dd className="inline">{r.returnAddress}</dd>
          </div>
        </dl>
      )}
      {r.returnCode && (r.state === 'approved' || r.state === 'in_transit') && (
        <p className="mt-1 text-xs text-slate-600">{returnCarriageNote(r.reason)}</p>
      )}
      {r.state === 'approved' && (
        <button
          type="button"
          disabled={busy}
          onClick={() => void sent()}
          className="mt-3 min-h-11 rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60 print:hidden"
        >
          Kargoya verdim
        </button>
      )}
      {r.refundAmount && <p className="mt-2 text-sm font-semibold">İade tutarı: {formatTRY(r.refundAmount)}</p>}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </li>
  );
}
