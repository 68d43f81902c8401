import { useCallback, useEffect, useState } from 'react';
import { getJson } from '#site/lib/api-client.ts';
import { downloadFile } from '#site/lib/download-file.ts';
import { toastError } from '#site/lib/toast.ts';
import { formatTRY, toKurus } from '#api/shared/money.ts';
import { PAYMENT_METHOD_LABELS } from '#api/shared/payment-methods.ts';
import { ORDER_CHANNEL_LABELS } from '#api/schemas/admin-order-filters.ts';
import type { CustomerReport, ProductReport, ReportGroup, SalesReport } from '#api/schemas/admin-reports.ts';
import { inputClass } from '#site/components/ui/FormField.tsx';
import { btn } from '#site/components/ui/buttons.tsx';
import { LoadError, Loading } from '../shared/ui';
import { istanbulDay } from '../orders/order-list-url';
import { BarChart } from './BarChart';
import { dayLabel } from './RevenueChart';

const GROUPS: Record<ReportGroup, string> = { day: 'Gün', week: 'Hafta', month: 'Ay' };

/** '+12,5 %' against the period before; nothing when there was nothing before. */
function change(now: string, before: string): string | null {
  const b = toKurus(before);
  if (b === 0) return null;
  const pct = ((toKurus(now) - b) / b) * 100;
  return `${pct >= 0 ? '+' : ''}${pct.toLocaleString('tr-TR', { maximumFractionDigits: 1 })} %`;
}

const periodLabel = (period: string, groupBy: ReportGroup) =>
  groupBy === 'month' ? period : groupBy === 'week' ? `${dayLabel(period)} haftası` : dayLabel(period);

/** 'Satış Raporu' in Özet: the paid orders of the chosen days against the period before, with charts and downloads. */
export function SalesReportSection({ className }: { className: string }) {
  const [range, setRange] = useState({ from: istanbulDay(6), to: istanbulDay(0), groupBy: 'day' as ReportGroup });
  const [data, setData] = useState<{ sales: SalesReport; products: ProductReport; customers: CustomerReport } | null>(
    null,
  );
  const [failed, setFailed] = useState<string | null>(null);
  const query = new URLSearchParams(range).toString();
  const load = useCallback(async () => {
    setFailed(null);
    try {
      const [sales, products, customers] = await Promise.all([
        getJson<SalesReport>(`/api/admin/reports/sales?${query}`),
        getJson<ProductReport>(`/api/admin/reports/products?${query}`),
        getJson<CustomerReport>(`/api/admin/reports/customers?${query}`),
      ]);
      setData({ sales, products, customers });
    } catch (error) {
      setFailed(error instanceof Error ? error.message : 'Rapor yüklenemedi');
    }
  }, [query]);
  useEffect(() => void load(), [load]);
  const xlsx = (kind: string) =>
    void downloadFile(`/api/admin/reports/${kind}.xlsx?${query}`, `rapor-${kind}.xlsx`).catch(() =>
      toastError('Rapor indirilemedi'),
    );
  const t = data?.sales.totals;
  const p = data?.sales.previous.totals;
  return (
    <section className={className} aria-labelledby="sales-report">
      <h3 id="sales-report" className="mb-2 font-semibold">
        Satış Raporu (ödenen siparişler)
      </h3>
      <div className="mb-3 grid gap-2 sm:grid-cols-4">
        <label className="text-sm font-medium text-slate-700">
          Rapor başlangıcı
          <input
            type="date"
            className={inputClass}
            value={range.from}
            onChange={(e) => e.target.value && setRange({ ...range, from: e.target.value })}
          />
        </label>
        <label className="text-sm font-medium text-slate-700">
          Rapor bitişi
          <input
            type="date"
            className={inputClass}
            value={range.to}
            onChange={(e) => e.target.value && setRange({ ...range, to: e.target.value })}
          />
        </label>
        <label className="text-sm font-medium text-slate-700">
          Gruplama
          <select
            className={inputClass}
            value={range.groupBy}
            onChange={(e) => setRange({ ...range, groupBy: e.target.value as ReportGroup })}
          >
            {Object.entries(GROUPS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-wrap items-end gap-1">
          <button type="button" className={btn.small} onClick={() => xlsx('sales')}>
            Satış (Excel)
          </button>
          <button type="button" className={btn.small} onClick={() => xlsx('products')}>
            Ürün (Excel)
          </button>
          <button type="button" className={btn.small} onClick={() => xlsx('customers')}>
            Müşteri (Excel)
          </button>
        </div>
      </div>
      {failed && <LoadError text={failed} onRetry={() => void load()} />}
      {!failed && !data && <Loading text="Rapor hazırlanıyor..." />}
      {data && t && p && (
        <div className="space-y-4">
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            {(
              [
                ['Toplam (KDV dahil)', formatTRY(t.grossAmount), change(t.grossAmount, p.grossAmount)],
                ['Net (KDV hariç)', formatTRY(t.netAmount), change(t.netAmount, p.netAmount)],
                ['Sipariş', t.orders.toLocaleString('tr-TR'), change(String(t.orders), String(p.orders))],
                ['Ortalama sipariş', formatTRY(t.averageOrderValue), change(t.averageOrderValue, p.averageOrderValue)],
                ['KDV', formatTRY(t.vatAmount), null],
                ['İndirim', formatTRY(t.discountAmount), null],
                ['Kargo', formatTRY(t.shippingAmount), null],
                ['İade', formatTRY(t.refundAmount), null],
              ] as const
            ).map(([label, value, diff]) => (
              <div key={label}>
                <dt className="text-slate-600">{label}</dt>
                <dd className="text-lg font-semibold">{value}</dd>
                {diff && <dd className="text-xs text-slate-500">önceki döneme göre {diff}</dd>}
              </div>
            ))}
          </dl>
          <BarChart
            caption={`Ödenen siparişlerin cirosu, ${GROUPS[range.groupBy].toLocaleLowerCase('tr-TR')} bazında`}
            points={data.sales.rows.map((r) => ({
              label: periodLabel(r.period, range.groupBy),
              amount: r.grossAmount,
            }))}
          />
          <div className="grid gap-4 text-sm lg:grid-cols-3">
            <div>
              <h4 className="font-semibold">Ödeme yöntemine göre</h4>
              <ul>
                {data.sales.byPaymentMethod.map((m) => (
                  <li key={m.paymentMethod}>
                    {PAYMENT_METHOD_LABELS[m.paymentMethod]}: {m.orders} sipariş · {formatTRY(m.grossAmount)}
                  </li>
                ))}
              </ul>
              <h4 className="mt-2 font-semibold">Satış kanalına göre</h4>
              <ul>
                {data.sales.byChannel.map((c) => (
                  <li key={c.channel}>
                    {ORDER_CHANNEL_LABELS[c.channel]}: {c.orders} sipariş · {formatTRY(c.grossAmount)}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h4 className="font-semibold">Çok satan ürünler</h4>
              <ol>
                {data.products.products.slice(0, 5).map((x) => (
                  <li key={`${x.productId ?? x.name}-${x.unit}`}>
                    {x.name}: {x.quantity.toLocaleString('tr-TR')} {x.unit} · {formatTRY(x.netAmount)}
                  </li>
                ))}
              </ol>
            </div>
            <div>
              <h4 className="font-semibold">Müşteriler</h4>
              <p>
                Yeni: {data.customers.newCustomers.customers} · Tekrar gelen:{' '}
                {data.customers.returningCustomers.customers}
              </p>
              <ol>
                {data.customers.top.slice(0, 5).map((c) => (
                  <li key={c.key}>
                    {c.name}: {c.orders} sipariş · {formatTRY(c.grossAmount)}
                  </li>
                ))}
              </ol>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
