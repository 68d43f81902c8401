import { useEffect, useState, type FormEvent } from 'react';
import { apiForm, getJson } from '#site/lib/api-client.ts';
import { formatTRY } from '#api/shared/money.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from '#api/schemas/admin-orders.ts';
import type { DashboardOverview } from '#api/schemas/admin-dashboard.ts';
import { LOW_STOCK_KEY } from '#api/schemas/admin-product-table.ts';
import { useSave } from '../shared/useSave';
import { useCan } from '../shared/useCan';
import { inputClass } from '#site/components/ui/FormField.tsx';
import { btn } from '#site/components/ui/buttons.tsx';
import { LoadError, Loading, PanelHeader } from '../shared/ui';
import { formatDateTime } from '#api/shared/date-format.ts';
import { RevenueChart } from './RevenueChart';
import { StockAlertDemandCard } from './StockAlertDemandCard';
import { SalesReportSection } from './SalesReportSection';

const card = 'rounded-xl border border-slate-200 bg-white p-4';

/** Revenue and order counts (confirmed orders), the daily chart, best sellers, low stock, orders to ship. */
export function DashboardPanel() {
  const [data, setData] = useState<DashboardOverview | null>(null);
  const [failed, setFailed] = useState(false);
  const [threshold, setThreshold] = useState('');
  const { busy, run } = useSave();
  // The threshold is a shop setting: the owner's (an orders member sees the list, not the form).
  const setsThreshold = useCan('POST', '/api/admin/settings');
  const load = async () => {
    setFailed(false);
    try {
      const overview = await getJson<DashboardOverview>('/api/admin/dashboard');
      setData(overview);
      setThreshold(String(overview.lowStockThreshold));
    } catch {
      setFailed(true);
    }
  };
  useEffect(() => void load(), []);
  const saveThreshold = async (e: FormEvent) => {
    e.preventDefault();
    const form = new FormData();
    form.append('key', LOW_STOCK_KEY);
    form.append('value', threshold);
    if (
      await run(
        () => apiForm('POST', '/api/admin/settings', form),
        'Az stok eşiği güncellendi',
        'Az stok eşiği güncellenemedi',
      )
    )
      await load();
  };

  if (failed) return <LoadError text="Özet yüklenemedi" onRetry={() => void load()} />;
  if (!data) return <Loading text="Özet yükleniyor..." />;
  const figures = [
    ['Bugün', data.today],
    ['Son 7 gün', data.last7Days],
    ['Son 30 gün', data.last30Days],
  ] as const;
  return (
    <div className="space-y-6">
      <PanelHeader title="Özet" />
      {data.uninvoiced.count > 0 && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          Ödemesi {data.uninvoiced.days} günden önce alınan {data.uninvoiced.count.toLocaleString('tr-TR')} siparişin
          faturası düzenlenmedi. &apos;Faturalar&apos; bölümünden kontrol edin.
        </p>
      )}
      {data.returnsDue.dueSoon + data.returnsDue.overdue > 0 && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {data.returnsDue.overdue > 0 &&
            `${data.returnsDue.overdue.toLocaleString('tr-TR')} iadenin 14 günlük ödeme süresi geçti. `}
          {data.returnsDue.dueSoon > 0 &&
            `Teslim alınan ${data.returnsDue.dueSoon.toLocaleString('tr-TR')} iadenin ödeme süresinin bitmesine en fazla ${data.returnsDue.warningDays} gün kaldı. `}
          &apos;İadeler&apos; bölümünden ödemeyi yapın.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        {figures.map(([label, f]) => (
          <section key={label} className={card} aria-label={`${label} ciro`}>
            <h3 className="text-sm text-slate-600">{label}</h3>
            <p className="text-2xl font-bold">{formatTRY(f.amount)}</p>
            <p className="text-sm text-slate-600">{f.orders.toLocaleString('tr-TR')} onaylı sipariş</p>
          </section>
        ))}
      </div>
      <section className={card}>
        <h3 className="mb-2 font-semibold">Günlük ciro (son 30 gün)</h3>
        <RevenueChart daily={data.daily} />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <section className={card}>
          <h3 className="mb-2 font-semibold">En çok satan 10 ürün (30 gün)</h3>
          {data.topProducts.length === 0 ? (
            <p className="text-sm text-slate-600">Henüz satış yok.</p>
          ) : (
            <ol className="space-y-1 text-sm">
              {data.topProducts.map((p) => (
                <li key={`${p.name}-${p.unit}`} className="flex justify-between gap-2">
                  <span>{p.name}</span>
                  <span className="whitespace-nowrap">
                    {p.quantity.toLocaleString('tr-TR')} {p.unit} · {formatTRY(p.revenue)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
        <section className={card}>
          <h3 className="mb-2 font-semibold">
            Kargo bekleyen siparişler ({data.awaitingShipment.count.toLocaleString('tr-TR')})
          </h3>
          {data.awaitingShipment.orders.length === 0 ? (
            <p className="text-sm text-slate-600">Kargo bekleyen sipariş yok.</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {data.awaitingShipment.orders.map((o) => (
                <li key={o.id} className="flex justify-between gap-2">
                  <span>
                    <span className="font-mono">{o.orderNumber}</span> · {o.customerName} ·{' '}
                    {formatDateTime(o.createdAt)}
                  </span>
                  <span className="whitespace-nowrap">
                    {ORDER_STATUS_LABELS[o.status as OrderStatus]} · {formatTRY(o.totalAmount)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <section className={card}>
        <div className="mb-2 flex flex-wrap items-end justify-between gap-3">
          <h3 className="font-semibold">Az stoklu ürünler (≤ {data.lowStockThreshold})</h3>
          {setsThreshold && (
            <form onSubmit={saveThreshold} className="flex items-end gap-2 text-sm">
              <label className="font-medium text-slate-700">
                Az stok eşiği
                <input
                  type="number"
                  min="0"
                  step="1"
                  required
                  className={`${inputClass} w-24`}
                  value={threshold}
                  onChange={(e) => setThreshold(e.target.value)}
                />
              </label>
              <button type="submit" className={btn.small} disabled={busy}>
                Kaydet
              </button>
            </form>
          )}
        </div>
        {data.lowStock.length === 0 ? (
          <p className="text-sm text-slate-600">Eşiğin altında ürün yok.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="text-slate-600">
                <th className="py-1 font-medium">Ürün</th>
                <th className="py-1 font-medium">Kod</th>
                <th className="py-1 text-right font-medium">Stok</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.lowStock.map((p) => (
                <tr key={p.id}>
                  <td className="py-1 pr-2">{p.name}</td>
                  <td className="py-1 pr-2 text-slate-500">{p.sku ?? '-'}</td>
                  <td className="py-1 text-right font-semibold">{p.stock.toLocaleString('tr-TR')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <StockAlertDemandCard className={card} />
      <SalesReportSection className={card} />
    </div>
  );
}
