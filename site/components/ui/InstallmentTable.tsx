import { useEffect, useState } from 'react';
import { formatTRY, fromKurus } from '#api/shared/money.ts';
import type { InstallmentTable as Table } from '#api/schemas/installments.ts';
import { getJson } from '../../lib/api-client';

interface Props {
  /** The amount the buyer would pay, KDV included, in kuruş. */
  priceKurus: number;
}

type Loaded = { priceKurus: number; table: Table | null };

/**
 * 'Taksit seçenekleri': a collapsed disclosure that asks the server for the table only when
 * opened (and again when the price changes), so the dialog or summary never waits for it.
 */
export function InstallmentTable({ priceKurus }: Props) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!open || priceKurus <= 0 || loaded?.priceKurus === priceKurus) return;
    let live = true;
    getJson<Table>(`/api/payment/installments?price=${fromKurus(priceKurus)}`).then(
      (table) => live && setLoaded({ priceKurus, table }),
      () => live && setLoaded({ priceKurus, table: null }),
    );
    return () => {
      live = false;
    };
  }, [open, priceKurus, loaded?.priceKurus]);

  const current = loaded?.priceKurus === priceKurus ? loaded : null;
  return (
    <details
      className="rounded-lg border border-slate-200 bg-white text-sm"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="flex min-h-11 cursor-pointer items-center px-3 py-2 font-medium">Taksit seçenekleri</summary>
      {/* A container: the product dialog and the checkout summary are narrow even on a wide screen,
          so two tables side by side only where the box itself has room for them. */}
      <div className="@container border-t border-slate-200 px-3 py-2" aria-live="polite">
        {!current && <p className="text-slate-600">Taksit seçenekleri yükleniyor...</p>}
        {current && !current.table && <p className="text-slate-600">Taksit seçenekleri şu anda gösterilemiyor.</p>}
        {current?.table && current.table.families.length === 0 && (
          <p className="text-slate-600">Bu tutar için taksit seçeneği yok.</p>
        )}
        {current?.table && current.table.families.length > 0 && (
          <div className="grid max-h-72 gap-3 overflow-y-auto @md:grid-cols-2">
            {current.table.families.map((family) => (
              <table key={family.cardFamily} className="w-full text-left whitespace-nowrap [&_td]:pl-3 [&_th+th]:pl-3">
                <caption className="text-left font-semibold">{family.cardFamily}</caption>
                <thead className="text-xs text-slate-600">
                  <tr>
                    <th scope="col">Taksit</th>
                    <th scope="col">Aylık</th>
                    <th scope="col">Toplam</th>
                  </tr>
                </thead>
                <tbody>
                  {family.plans.map((plan) => (
                    <tr key={plan.count}>
                      <th scope="row" className="font-normal">
                        {plan.count} taksit
                      </th>
                      <td>{formatTRY(plan.monthly)}</td>
                      <td>{formatTRY(plan.total)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
          </div>
        )}
        <p className="mt-2 text-xs text-slate-500">
          Tutarlar KDV dahildir; vade farkını kartınızı çıkaran banka belirler.
        </p>
      </div>
    </details>
  );
}
