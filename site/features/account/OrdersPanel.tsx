import { useEffect, useState } from 'react';
import type { AccountOrdersPage } from '#api/schemas/account.ts';
import { formatTRY } from '#api/shared/money.ts';
import { errorMessage } from '../../lib/api-client';
import { loadAccountOrders, requestGuestOrders } from './account-store';
import { toastError, toastSuccess } from '../../lib/toast';
import { StatusBadge } from '../../components/ui/StatusBadge';
import { formatLongDateTime } from '#api/shared/date-format.ts';
import { downloadFile } from '../../lib/download-file';
import { ResumePayment } from '../order/ResumePayment';

/** 'Siparişlerim': the customer's orders newest first, with the order page and the tracking link once shipped. */
export function OrdersPanel() {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<AccountOrdersPage | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadAccountOrders(page).then(
      (d) => live && setData(d),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [page]);

  const askForGuestOrders = async () => {
    try {
      toastSuccess(await requestGuestOrders());
    } catch (error) {
      toastError(errorMessage(error, 'İstek gönderilemedi. Lütfen tekrar deneyin.'));
    }
  };

  const downloadInvoice = async (orderNumber: string, invoiceNumber: string) => {
    try {
      await downloadFile(`/api/account/orders/${orderNumber}/invoice.pdf`, `${invoiceNumber}.pdf`);
    } catch (error) {
      toastError(errorMessage(error, 'Fatura indirilemedi. Lütfen tekrar deneyin.'));
    }
  };

  if (failed)
    return (
      <p role="alert" className="text-red-700">
        Siparişleriniz yüklenemedi. Lütfen sayfayı yenileyin.
      </p>
    );
  if (!data)
    return (
      <p role="status" className="text-slate-600">
        Siparişler yükleniyor...
      </p>
    );
  const { orders, pagination } = data;
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold">Siparişlerim</h2>
      {orders.length === 0 ? (
        <p className="text-slate-600">
          Henüz siparişiniz yok.{' '}
          <a href="/urunler" className="text-brand-600 underline">
            Alışverişe başlayın
          </a>
          .
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {orders.map((o) => (
            <li key={o.orderNumber} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <a
                  href={`/siparis/${o.orderNumber}`}
                  className="text-brand-700 font-semibold underline-offset-2 hover:underline"
                >
                  {o.orderNumber}
                </a>
                <p className="text-sm text-slate-600">
                  {formatLongDateTime(o.createdAt)} · {o.itemCount} ürün
                </p>
                {o.trackingNumber && (
                  <p className="text-sm">
                    {o.carrier}:{' '}
                    {o.trackingUrl ? (
                      <a
                        href={o.trackingUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-brand-600 underline"
                      >
                        Kargo takibi ({o.trackingNumber})
                      </a>
                    ) : (
                      o.trackingNumber
                    )}
                  </p>
                )}
                {o.invoiceNumber && (
                  <button
                    type="button"
                    onClick={() => void downloadInvoice(o.orderNumber, o.invoiceNumber!)}
                    className="text-brand-600 text-sm font-medium underline"
                  >
                    Fatura (PDF) · {o.invoiceNumber}
                  </button>
                )}
              </div>
              <div className="flex items-center gap-4">
                <StatusBadge status={o.status} />
                <span className="font-semibold">{formatTRY(o.totalAmount)}</span>
              </div>
              {o.canResumePayment && <ResumePayment orderNumber={o.orderNumber} className="w-full" />}
              {(o.status === 'delivered' || o.status === 'partially_refunded') && (
                <a
                  href={`/siparis/${o.orderNumber}#returns`}
                  className="text-brand-600 w-full text-sm font-medium underline"
                >
                  İade / Cayma Talebi
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      {pagination.totalPages > 1 && (
        <nav aria-label="Sipariş sayfaları" className="flex items-center justify-center gap-3 text-sm">
          <button
            type="button"
            disabled={!pagination.hasPrev}
            onClick={() => setPage(page - 1)}
            className="rounded border px-3 py-1 disabled:opacity-40"
          >
            Önceki
          </button>
          <span>
            Sayfa {pagination.page} / {pagination.totalPages}
          </span>
          <button
            type="button"
            disabled={!pagination.hasNext}
            onClick={() => setPage(page + 1)}
            className="rounded border px-3 py-1 disabled:opacity-40"
          >
            Sonraki
          </button>
        </nav>
      )}
      <p className="text-sm text-slate-600">
        Üye olmadan verdiğiniz siparişler görünmüyor mu?{' '}
        <button type="button" onClick={askForGuestOrders} className="text-brand-600 font-medium underline">
          Doğrulama bağlantısı gönder
        </button>
      </p>
    </div>
  );
}
