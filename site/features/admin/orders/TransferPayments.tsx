import { useState, type FormEvent } from 'react';
import { apiRequest, errorMessage } from '#site/lib/api-client.ts';
import { toastError, toastSuccess } from '#site/lib/toast.ts';
import { orderMessages as m, type AdminOrderDetail } from '#api/schemas/admin-orders.ts';
import { formatTRY } from '#api/shared/money.ts';
import { formatDate, formatDateTime, isoDay } from '#api/shared/date-format.ts';
import { InputField } from '#site/components/ui/FormField.tsx';
import { btn } from '#site/components/ui/buttons.tsx';

/**
 * A bank-transfer order's money: what was recorded (how much, the day it came, who recorded
 * it and when), what is paid and what remains, and, while it waits, the form to record more.
 */
export function TransferPayments({
  order,
  onChanged,
}: {
  order: AdminOrderDetail;
  onChanged: (o: AdminOrderDetail) => void;
}) {
  const transfer = order.transferPayments;
  const [amount, setAmount] = useState(transfer?.remaining ?? '');
  const [paidAt, setPaidAt] = useState(() => isoDay(new Date()));
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  if (!transfer) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const res = await apiRequest('POST', `/api/admin/orders/${order.id}/payments`, { amount, paidAt, note });
      const result = (await res.json()) as { message: string; order: AdminOrderDetail };
      toastSuccess(result.message);
      onChanged(result.order);
    } catch (error) {
      toastError(errorMessage(error, m.updateFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="transfer-payments" className="space-y-3 rounded-lg border border-slate-200 p-3 text-sm">
      <h3 id="transfer-payments" className="font-semibold">
        Havale / EFT Ödemeleri
      </h3>
      <dl className="flex flex-wrap gap-6">
        <div>
          <dt className="text-slate-500">Ödenen</dt>
          <dd className="font-semibold" data-testid="transfer-paid">
            {formatTRY(transfer.paid)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Kalan</dt>
          <dd className="font-semibold" data-testid="transfer-remaining">
            {formatTRY(transfer.remaining)}
          </dd>
        </div>
      </dl>
      {transfer.payments.length > 0 && (
        <ul className="space-y-1">
          {transfer.payments.map((p) => (
            <li key={p.id}>
              {formatDate(p.paidAt)}: {formatTRY(p.amount)}
              {p.note && <span> · {p.note}</span>}
              <span className="text-slate-500">
                {' '}
                (kaydeden {p.recordedBy ?? '—'}, {formatDateTime(p.createdAt)})
              </span>
            </li>
          ))}
        </ul>
      )}
      {order.status === 'awaiting_payment' && (
        <form onSubmit={(e) => void submit(e)} className="grid gap-3 sm:grid-cols-3" aria-label="Ödeme kaydet">
          <InputField label="Tutar (TL)" inputMode="decimal" required value={amount} onValue={setAmount} />
          <InputField label="Ödeme Tarihi" type="date" required value={paidAt} onValue={setPaidAt} />
          <InputField label="Not (dekont no, gönderen)" value={note} onValue={setNote} />
          <button type="submit" className={`${btn.primary} sm:col-span-3 sm:justify-self-start`} disabled={busy}>
            Ödemeyi Kaydet
          </button>
        </form>
      )}
    </section>
  );
}
