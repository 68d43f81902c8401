import { useState } from 'react';
import { apiRequest } from '#site/lib/api-client.ts';
import { formatTRY } from '#api/shared/money.ts';
import { formatDateTime } from '#api/shared/date-format.ts';
import {
  RETURN_MESSAGES as m,
  RETURN_REASON_LABELS,
  RETURN_STATE_LABELS,
  type ReturnView,
} from '#api/schemas/returns.ts';
import { btn } from '#site/components/ui/buttons.tsx';
import { useSave } from '../shared/useSave';
import { ReturnReceiveForm } from './ReturnReceiveForm';
import { DaysLeft } from './DaysLeft';
import { ReturnPhotos } from '../../order/returns/ReturnPhotos';

const ACTORS = { buyer: 'Alıcı', admin: 'Yönetici', carrier: 'Kargo' } as const;

/** One return for the admin: lines, reason, history, and the step its state allows. */
export function ReturnDetail({ value: r, onChanged }: { value: ReturnView; onChanged: (r: ReturnView) => void }) {
  const { busy, run } = useSave();
  const [rejectReason, setRejectReason] = useState('');
  const post = (action: string, body: unknown, success: string, failure: string) =>
    run(
      async () =>
        onChanged(
          (await (await apiRequest('POST', `/api/admin/returns/${r.id}/${action}`, body)).json()) as ReturnView,
        ),
      success,
      failure,
    );
  const open = r.state !== 'refunded' && r.state !== 'rejected';
  return (
    <div className="space-y-4 text-sm">
      <p>
        Sipariş <span className="font-mono font-semibold">{r.orderNumber}</span> · {RETURN_REASON_LABELS[r.reason]} ·{' '}
        <span className="font-semibold">{RETURN_STATE_LABELS[r.state]}</span> ·{' '}
        <DaysLeft days={r.daysLeft} state={r.state} />
      </p>
      {r.note && <p className="rounded-lg bg-slate-50 p-3 whitespace-pre-line">Alıcının açıklaması: {r.note}</p>}
      <ReturnPhotos photos={r.photos} />
      <table className="w-full text-left">
        <caption className="sr-only">İade edilen satırlar</caption>
        <thead>
          <tr className="text-slate-600">
            <th className="py-1">Ürün</th>
            <th>İstenen</th>
            <th>Gelen</th>
            <th>Stoğa dönen</th>
          </tr>
        </thead>
        <tbody>
          {r.lines.map((l) => (
            <tr key={l.orderItemId} className="border-t border-slate-200">
              <td className="py-1">{l.productName}</td>
              <td>{l.quantity}</td>
              <td>{l.receivedQuantity ?? '—'}</td>
              <td>{l.restockedQuantity ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {r.returnCode && (
        <p>
          {r.carrier} · İade kodu <span className="font-semibold">{r.returnCode}</span>
          {r.senderTracking && ` · Gönderi no: ${r.senderTracking}`}
        </p>
      )}
      {r.refundAmount && <p className="font-semibold">İade edilen tutar: {formatTRY(r.refundAmount)}</p>}
      {r.rejectReason && <p className="text-red-800">Red nedeni: {r.rejectReason}</p>}
      <div className="flex flex-wrap gap-2">
        {r.state === 'requested' && (
          <button
            type="button"
            className={btn.primary}
            disabled={busy}
            onClick={() => void post('approve', {}, m.approved, 'İade onaylanamadı')}
          >
            Onayla ve İade Kodu Gönder
          </button>
        )}
        {r.state === 'received' && (
          <button
            type="button"
            className={btn.primary}
            disabled={busy}
            onClick={() => void post('refund', {}, m.refunded, 'İade ödemesi yapılamadı')}
          >
            Ödemeyi İade Et
          </button>
        )}
      </div>
      {(r.state === 'approved' || r.state === 'in_transit') && (
        <ReturnReceiveForm
          value={r}
          busy={busy}
          onSubmit={(body) => void post('receive', body, m.received, 'Teslim alma kaydedilemedi')}
        />
      )}
      {open && (
        <form
          className="flex flex-col gap-2 border-t border-slate-200 pt-3"
          onSubmit={(e) => {
            e.preventDefault();
            void post('reject', { reason: rejectReason }, m.rejected, 'Talep reddedilemedi');
          }}
        >
          <label htmlFor={`reject-${r.id}`} className="font-medium">
            Red nedeni (alıcıya gönderilir)
          </label>
          <textarea
            id={`reject-${r.id}`}
            value={rejectReason}
            maxLength={500}
            rows={2}
            onChange={(e) => setRejectReason(e.target.value)}
            className="rounded-lg border border-slate-300 px-3 py-2"
          />
          <button type="submit" className={`${btn.danger} self-start`} disabled={busy}>
            Talebi Reddet
          </button>
        </form>
      )}
      <section aria-labelledby={`return-history-${r.id}`}>
        <h3 id={`return-history-${r.id}`} className="font-semibold">
          Geçmiş
        </h3>
        <ol className="mt-2 space-y-1">
          {r.events.map((e, i) => (
            <li key={i}>
              {formatDateTime(e.at)} · {RETURN_STATE_LABELS[e.toState]} · {ACTORS[e.actor]}
              {e.by ? ` (${e.by})` : ''}
              {e.note ? ` · ${e.note}` : ''}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
