import { useEffect, useState } from 'react';
import { getJson } from '#site/lib/api-client.ts';
import type { StockAlertDemand } from '#api/features/stock-alerts/schemas.ts';
import { formatDateTime } from '#api/shared/date-format.ts';

/** 'Gelince haber ver' wishes waiting per product and variant: what buyers ask for that is not on the shelf. */
export function StockAlertDemandCard({ className }: { className: string }) {
  const [demand, setDemand] = useState<StockAlertDemand[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    getJson<{ demand: StockAlertDemand[] }>('/api/admin/stock-alerts').then(
      (answer) => setDemand(answer.demand),
      () => setFailed(true),
    );
  }, []);
  return (
    <section className={className}>
      <h3 className="mb-2 font-semibold">Stoğa girince haber bekleyenler</h3>
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          Bekleyen talepler yüklenemedi.
        </p>
      ) : demand === null ? (
        <p className="text-sm text-slate-600">Yükleniyor...</p>
      ) : demand.length === 0 ? (
        <p className="text-sm text-slate-600">Haber bekleyen müşteri yok.</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {demand.map((d) => (
            <li key={`${d.productId}-${d.variantId ?? 0}`} className="flex justify-between gap-2">
              <span>
                {d.productName}
                {d.variantName && ` (${d.variantName})`}
                {d.sku && <span className="text-slate-500"> · {d.sku}</span>}
                <span className="text-slate-500"> · {formatDateTime(d.since)} tarihinden beri</span>
              </span>
              <strong className="whitespace-nowrap">{d.waiting.toLocaleString('tr-TR')} kişi</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
