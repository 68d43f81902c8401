import { useState, type FormEvent } from 'react';
import { apiRequest, errorMessage } from '#site/lib/api-client.ts';
import { toastError, toastSuccess } from '#site/lib/toast.ts';
import { formatTRY, fromKurus, toKurus } from '#api/shared/money.ts';
import { REFUND_MESSAGES as m } from '#api/schemas/refunds.ts';
import type { AdminOrderDetail } from '#api/schemas/admin-orders.ts';
import { Field, inputClass } from '#site/components/ui/FormField.tsx';
import { btn, SubmitButton } from '#site/components/ui/buttons.tsx';

const REFUNDABLE = ['confirmed', 'processing', 'shipped', 'delivered', 'partially_refunded'];

/** Cancel (same day) or refund an amount or some lines through the payment provider (or onto the open account). */
export function RefundForm({
  order,
  onChanged,
}: {
  order: AdminOrderDetail;
  onChanged: (o: AdminOrderDetail) => void;
}) {
  const [mode, setMode] = useState<'amount' | 'lines' | 'cancel'>('amount');
  const [amount, setAmount] = useState('');
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [restock, setRestock] = useState(false);
  const [busy, setBusy] = useState(false);
  // An open-account order has no provider payment: its refund is a credit on the customer's account.
  const onAccount = order.payment.method === 'open_account';
  if (!REFUNDABLE.includes(order.status) || (!order.paymentReference && !onAccount)) return null;
  const left = fromKurus(toKurus(order.totalAmount) - toKurus(order.refundedAmount));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const lines = Object.entries(quantities)
      .filter(([, q]) => Number(q) > 0)
      .map(([itemId, q]) => ({ itemId: Number(itemId), quantity: Number(q) }));
    const body =
      mode === 'cancel'
        ? { kind: 'cancel', restock }
        : mode === 'lines'
          ? { kind: 'refund', lines, restock }
          : { kind: 'refund', amount };
    setBusy(true);
    try {
      const res = await apiRequest('POST', `/api/admin/orders/${order.id}/refunds`, body);
      const result = (await res.json()) as { order: AdminOrderDetail };
      toastSuccess(mode === 'cancel' ? m.cancelled : m.done);
      onChanged(result.order);
    } catch (error) {
      toastError(errorMessage(error, m.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} aria-label="İade ve iptal" className="space-y-3 rounded-lg border border-red-200 p-3">
      <h4 className="text-sm font-semibold">
        İade / İptal <span className="font-normal text-slate-600">(iade edilebilir: {formatTRY(left)})</span>
      </h4>
      {onAccount && (
        <p className="text-xs text-slate-600">
          Cari hesap siparişi: iade tutarı müşterinin cari hesap bakiyesinden düşülür.
        </p>
      )}
      <div role="radiogroup" aria-label="İade türü" className="flex flex-wrap gap-4 text-sm">
        {(
          [
            ['amount', 'Tutar iadesi'],
            ['lines', 'Ürün iadesi'],
            ['cancel', 'Ödemeyi iptal et (aynı gün)'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2">
            <input type="radio" name="refund-mode" checked={mode === value} onChange={() => setMode(value)} />
            {label}
          </label>
        ))}
      </div>
      {mode === 'amount' && (
        <Field label="İade Tutarı (₺)">
          {(id) => (
            <input
              id={id}
              required
              inputMode="decimal"
              className={inputClass}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          )}
        </Field>
      )}
      {mode === 'lines' &&
        order.items.map((i) => (
          <Field
            key={i.id}
            label={`${i.productName}${i.variantName ? ` – ${i.variantName}` : ''} (en fazla ${i.quantity})`}
          >
            {(id) => (
              <input
                id={id}
                type="number"
                min="0"
                max={i.quantity}
                className={inputClass}
                value={quantities[i.id] ?? ''}
                onChange={(e) => setQuantities({ ...quantities, [i.id]: e.target.value })}
              />
            )}
          </Field>
        ))}
      {mode !== 'amount' && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={restock} onChange={(e) => setRestock(e.target.checked)} />
          İade edilen ürünleri stoğa geri ekle
        </label>
      )}
      <SubmitButton busy={busy} pending="İşleniyor..." className={btn.danger}>
        {mode === 'cancel' ? 'Ödemeyi İptal Et' : 'İade Et'}
      </SubmitButton>
    </form>
  );
}
