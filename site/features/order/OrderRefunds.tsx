import type { OrderRefund } from '#api/schemas/order.ts';
import { formatTRY, fromKurus, toKurus } from '#api/shared/money.ts';
import { formatLongDateTime } from '#api/shared/date-format.ts';

/** The money the shop sent back on the order, each with its day, and the total. */
export function OrderRefunds({ refunds, className }: { refunds: OrderRefund[]; className: string }) {
  const totalKurus = refunds.reduce((sum, r) => sum + toKurus(r.amount), 0);
  return (
    <section aria-labelledby="refunds" className={className}>
      <h2 id="refunds" className="text-lg font-semibold">
        İadeler
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {refunds.map((r, i) => (
          <li key={i}>
            {formatLongDateTime(r.createdAt)} · {r.kind === 'cancel' ? 'Ödeme iptali' : 'İade'}: {formatTRY(r.amount)}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm font-semibold">Toplam iade: {formatTRY(fromKurus(totalKurus))}</p>
      <p className="mt-1 text-xs text-slate-600">
        İade edilen tutarın kartınıza yansıması bankanıza göre birkaç iş günü sürebilir.
      </p>
    </section>
  );
}
