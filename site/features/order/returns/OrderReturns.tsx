import { useState } from 'react';
import type { OrderView } from '#api/schemas/order.ts';
import { ReturnCard } from './ReturnCard';
import { ReturnRequestForm } from './ReturnRequestForm';

/**
 * The order page's returns (issue 49): each return's progress and, on a delivered order with
 * something left to send back, 'İade / Cayma Talebi' opening the request form.
 */
export function OrderReturns({
  order,
  className,
  onChange,
}: {
  order: OrderView;
  className: string;
  onChange: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const options = order.returnOptions;
  const canAsk = options !== null && options.items.some((i) => i.quantityLeft > 0);
  if (!canAsk && order.returns.length === 0) return null;
  return (
    <section aria-labelledby="returns" className={className}>
      <h2 id="returns" className="text-lg font-semibold">
        İade ve Cayma
      </h2>
      {notice && (
        <p role="status" className="mt-2 text-sm text-amber-900">
          {notice}
        </p>
      )}
      {order.returns.length > 0 && (
        <ul className="mt-3 space-y-3">
          {order.returns.map((r) => (
            <ReturnCard key={r.id} orderNumber={order.orderNumber} r={r} onChange={onChange} />
          ))}
        </ul>
      )}
      {canAsk && !open && (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-expanded={false}
          className="mt-3 min-h-11 rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50 print:hidden"
        >
          İade / Cayma Talebi
        </button>
      )}
      {canAsk && open && (
        <ReturnRequestForm
          orderNumber={order.orderNumber}
          options={options}
          onDone={(note) => {
            setOpen(false);
            setNotice(note);
            onChange();
          }}
        />
      )}
    </section>
  );
}
