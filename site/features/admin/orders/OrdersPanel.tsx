import { useCallback, useEffect, useState } from 'react';
import { getJson } from '#site/lib/api-client.ts';
import { formatTRY } from '#api/shared/money.ts';
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  type AdminOrderDetail,
  type OrderPage,
} from '#api/schemas/admin-orders.ts';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { inputClass } from '#site/components/ui/FormField.tsx';
import { btn } from '#site/components/ui/buttons.tsx';
import { EmptyState, LoadError, Loading, PanelHeader } from '../shared/ui';
import { formatDateTime } from '#api/shared/date-format.ts';
import { StatusBadge } from '#site/components/ui/StatusBadge.tsx';
import { OrderDetail } from './OrderDetail';
import { AccountingExport } from './AccountingExport';

/** Orders newest first: search, status filter, pages, and the detail dialog. */
export function OrdersPanel() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<OrderPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [detail, setDetail] = useState<AdminOrderDetail | null>(null);

  const load = useCallback(async () => {
    setFailed(false);
    const query = new URLSearchParams({ page: String(page) });
    if (search.trim()) query.set('search', search.trim());
    if (status) query.set('status', status);
    try {
      setData(await getJson<OrderPage>(`/api/admin/orders?${query}`));
    } catch {
      setFailed(true);
    }
  }, [search, status, page]);
  useEffect(() => {
    const timer = setTimeout(() => void load(), 250);
    return () => clearTimeout(timer);
  }, [load]);

  const open = async (id: number) => setDetail(await getJson<AdminOrderDetail>(`/api/admin/orders/${id}`));
  const p = data?.pagination;
  return (
    <div>
      <PanelHeader title="Sipariş Yönetimi" />
      <AccountingExport />
      <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_14rem]">
        <label className="text-sm font-medium text-slate-700">
          Sipariş ara
          <input
            type="search"
            className={inputClass}
            placeholder="Sipariş no, müşteri, firma veya e-posta..."
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </label>
        <label className="text-sm font-medium text-slate-700">
          Durum
          <select
            className={inputClass}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
          >
            <option value="">Tüm durumlar</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ORDER_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {failed && <LoadError text="Siparişler yüklenemedi" onRetry={() => void load()} />}
      {!failed && !data && <Loading text="Siparişler yükleniyor..." />}
      {data?.orders.length === 0 && (
        <EmptyState
          title="Sipariş bulunamadı"
          text={search || status ? 'Aramayı veya durum filtresini değiştirin.' : 'Henüz sipariş verilmedi.'}
        />
      )}
      <ul className="space-y-2">
        {data?.orders.map((o) => (
          <li key={o.id}>
            <button
              type="button"
              onClick={() => void open(o.id)}
              className="grid w-full gap-1 rounded-xl border border-slate-200 bg-white p-3 text-left text-sm hover:border-brand-500 sm:grid-cols-[9rem_1fr_8rem_8rem] sm:items-center"
            >
              <span className="font-mono font-semibold">
                {o.orderNumber}
                <span className="sr-only"> siparişinin ayrıntıları</span>
              </span>
              <span className="min-w-0">
                <span className="font-medium">{o.customerName}</span>
                {o.companyName && <span className="text-slate-500"> · {o.companyName}</span>}
                <br />
                <span className="break-all text-slate-500">
                  {o.customerEmail} · {formatDateTime(o.createdAt)}
                </span>
              </span>
              <span className="font-semibold">{formatTRY(o.totalAmount)}</span>
              <span>
                <StatusBadge status={o.status} />
                {o.paymentAlert && (
                  <span role="note" className="mt-1 block text-xs font-semibold text-red-700">
                    ⚠ {o.paymentAlert}
                  </span>
                )}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {p && p.totalCount > 0 && (
        <nav aria-label="Sayfalar" className="mt-4 flex items-center justify-between gap-2 text-sm">
          <button type="button" className={btn.small} disabled={!p.hasPrev} onClick={() => setPage(page - 1)}>
            Önceki
          </button>
          <span>
            Sayfa {p.page} / {p.totalPages} ({p.totalCount} sipariş)
          </span>
          <button type="button" className={btn.small} disabled={!p.hasNext} onClick={() => setPage(page + 1)}>
            Sonraki
          </button>
        </nav>
      )}
      <Dialog
        open={detail !== null}
        onClose={() => setDetail(null)}
        title={detail ? `Sipariş ${detail.orderNumber}` : ''}
        className="max-w-3xl"
      >
        {detail && (
          <OrderDetail
            order={detail}
            onChanged={(o) => {
              setDetail(o);
              void load();
            }}
          />
        )}
      </Dialog>
    </div>
  );
}
