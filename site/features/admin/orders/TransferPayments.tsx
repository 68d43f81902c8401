import { useState, type FormEvent } from 'react';
import { orderMessages as m } from '#api/schemas/admin-orders.ts';
import { formatTRY } from '#api/shared/money.ts';
import { formatDate, formatDateTime, isoDay } from '#api/shared/date-format.ts';
import { InputField } from '#site/components/ui/FormField.tsx';
import { btn } from '#site/components/ui/buttons.tsx';
import { useOrderAction, type OrderPartProps } from './useOrderAction';

/**
 * A bank-transfer order's money: what was recorded (how much, the day it came, who recorded
 * it and when), what is paid and what remains, and, while it waits, the form to record more.
 */
export function TransferPayments(props: OrderPartProps) {
  const { order } = props;
  const transfer = order.transferPayments;
  const [amount, setAmount] = useState(transfer?.remaining ?? '');
  const [paidAt, setPaidAt] = useState(() => isoDay(new Date()));
  const [note, setNote] = useState('');
  const { busy, post } = useOrderAction(props);
  if (!transfer) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await post('payments', { amount, paidAt, note }, m.updateFailed);
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
