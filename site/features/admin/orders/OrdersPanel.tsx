import { useCallback, useEffect, useState } from 'react';
import { getJson } from '#site/lib/api-client.ts';
import { formatTRY } from '#api/shared/money.ts';
import type { AdminOrderDetail, OrderPage } from '#api/schemas/admin-orders.ts';
import { Dialog } from '#site/components/ui/Dialog.tsx';
import { btn } from '#site/components/ui/buttons.tsx';
import { downloadFile } from '#site/lib/download-file.ts';
import { toastError } from '#site/lib/toast.ts';
import { EmptyState, LoadError, Loading, PanelHeader } from '../shared/ui';
import { formatDateTime } from '#api/shared/date-format.ts';
import { ORDER_CHANNEL_LABELS } from '#api/schemas/admin-order-filters.ts';
import { StatusBadge } from '#site/components/ui/StatusBadge.tsx';
import { OrderDetail } from './OrderDetail';
import { AccountingExport } from './AccountingExport';
import { OrderFilters } from './OrderFilters';
import { BulkStatusDialog } from './BulkStatusDialog';
import { BulkShipmentButton } from './BulkShipmentButton';
import { filtersFromUrl, filtersQuery, keepFiltersInUrl, type ListFilters } from './order-list-url';

/** Orders newest first: filters kept in the address, the selection's totals, bulk actions, pages, the detail dialog. */
export function OrdersPanel() {
  // The panel renders only in the browser (after the admin check), so the address is there.
  const [filters, setFilters] = useState<ListFilters>(() => filtersFromUrl(location.search));
  const [page, setPage] = useState(1);
  const [data, setData] = useState<OrderPage | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [detail, setDetail] = useState<AdminOrderDetail | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [bulk, setBulk] = useState(false);
  const search = filters.search;

  const changeFilters = (f: ListFilters) => {
    setFilters(f);
    setPage(1);
    setSelected([]);
    keepFiltersInUrl(f);
  };

  const load = useCallback(async () => {
    setFailed(null);
    const query = filtersQuery(filters);
    query.set('page', String(page));
    try {
      setData(await getJson<OrderPage>(`/api/admin/orders?${query}`));
    } catch (error) {
      setFailed(error instanceof Error ? error.message : 'Siparişler yüklenemedi');
    }
  }, [filters, page]);
  useEffect(() => {
    const timer = setTimeout(() => void load(), 250);
    return () => clearTimeout(timer);
  }, [load]);

  const open = async (id: number) => setDetail(await getJson<AdminOrderDetail>(`/api/admin/orders/${id}`));
  const p = data?.pagination;
  const filtered = filtersQuery(filters).toString() !== '';
  const chosen = data?.orders.filter((o) => selected.includes(o.id)) ?? [];
  const toggle = (id: number, on: boolean) => setSelected(on ? [...selected, id] : selected.filter((x) => x !== id));
  const printSlips = () =>
    void downloadFile('/api/admin/orders/packing-slips.pdf', 'paket-listeleri.pdf', { ids: selected }).catch(() =>
      toastError('Paket listeleri indirilemedi'),
    );
  return (
    <div>
      <PanelHeader title="Sipariş Yönetimi" />
      <AccountingExport />
      <OrderFilters value={filters} onChange={changeFilters} />
      {failed && <LoadError text={failed} onRetry={() => void load()} />}
      {!failed && !data && <Loading text="Siparişler yükleniyor..." />}
      {data && (
        <p role="status" className="mb-2 text-sm text-slate-700">
          <strong>{data.totals.orders.toLocaleString('tr-TR')} sipariş</strong> · Toplam{' '}
          <strong>{formatTRY(data.totals.totalAmount)}</strong>
          {data.totals.refundedAmount !== '0.00' && <> · İade {formatTRY(data.totals.refundedAmount)}</>}
        </p>
      )}
      {data && data.orders.length > 0 && (
        <div className="mb-2 flex flex-wrap items-center gap-2 text-sm">
          <label className="inline-flex items-center gap-1.5">
            <input
              type="checkbox"
              checked={chosen.length === data.orders.length}
              onChange={(e) => setSelected(e.target.checked ? data.orders.map((o) => o.id) : [])}
            />
            Sayfadakilerin tümünü seç
          </label>
          {selected.length > 0 && (
            <>
              <span className="font-medium">{selected.length} sipariş seçildi</span>
              <button type="button" className={btn.small} onClick={printSlips}>
                Yazdır
              </button>
              <button type="button" className={btn.small} onClick={() => setBulk(true)}>
                Durum Değiştir
              </button>
              <BulkShipmentButton orders={chosen} onDone={() => void load()} />
            </>
          )}
        </div>
      )}
      {data?.orders.length === 0 && (
        <EmptyState
          title="Sipariş bulunamadı"
          text={search || filtered ? 'Aramayı veya filtreleri değiştirin.' : 'Henüz sipariş verilmedi.'}
        />
      )}
      <ul className="space-y-2">
        {data?.orders.map((o) => (
          <li key={o.id} className="flex items-stretch gap-2">
            <label className="flex items-center px-1">
              <input
                type="checkbox"
                checked={selected.includes(o.id)}
                onChange={(e) => toggle(o.id, e.target.checked)}
              />
              <span className="sr-only">{o.orderNumber} seç</span>
            </label>
            <button
              type="button"
              onClick={() => void open(o.id)}
              className="grid min-w-0 flex-1 gap-1 rounded-xl border border-slate-200 bg-white p-3 text-left text-sm hover:border-brand-500 sm:grid-cols-[9rem_1fr_8rem_8rem] sm:items-center"
            >
              <span className="font-mono font-semibold">
                {o.orderNumber}
                <span className="sr-only"> siparişinin ayrıntıları</span>
                {o.marketplaceOrderNumber && (
                  <span className="block text-xs font-normal text-slate-600">
                    {ORDER_CHANNEL_LABELS[o.channel]} {o.marketplaceOrderNumber}
                  </span>
                )}
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
      {bulk && <BulkStatusDialog orders={chosen} onClose={() => setBulk(false)} onDone={() => void load()} />}
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
