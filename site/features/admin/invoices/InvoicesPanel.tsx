import { useEffect, useState } from 'react';
import { apiRequest, errorMessage, getJson } from '#site/lib/api-client.ts';
import { downloadFile } from '#site/lib/download-file.ts';
import { toastError } from '#site/lib/toast.ts';
import { formatTRY } from '#api/shared/money.ts';
import { formatDateTime } from '#api/shared/date-format.ts';
import {
  INVOICE_STATUSES,
  type AdminInvoice,
  type CancelState,
  type InvoiceStatus,
} from '#api/features/invoices/schemas.ts';
import { inputClass } from '#site/components/ui/FormField.tsx';
import { btn } from '#site/components/ui/buttons.tsx';
import { Badge, EmptyState, LoadError, Loading, PanelHeader } from '../shared/ui';
import { useSave } from '../shared/useSave';

const STATUS: Record<InvoiceStatus, { label: string; tone: 'amber' | 'green' | 'red' | 'slate' }> = {
  waiting: { label: 'Bekliyor', tone: 'amber' },
  issued: { label: 'Düzenlendi', tone: 'green' },
  failed: { label: 'Düzenlenemedi', tone: 'red' },
  cancelled: { label: 'İptal edildi', tone: 'slate' },
};
const KIND = { 'e-arsiv': 'e-Arşiv', 'e-fatura': 'e-Fatura' } as const;
const CANCELLATION: Record<CancelState, string> = {
  pending: 'İptal sağlayıcıya iletiliyor',
  done: 'İptal sağlayıcıda tamamlandı',
  failed: 'İptal sağlayıcıya iletilemedi',
  manual: 'İptal GİB portalından yapılmalı',
};

interface Answer {
  invoices: AdminInvoice[];
  total: number;
  overdue: number;
}

/** 'Faturalar': every invoice with its status; a waiting or failed one can be retried, an issued one downloaded. */
export function InvoicesPanel() {
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const [data, setData] = useState<Answer | null>(null);
  const [failed, setFailed] = useState(false);
  const { busy, run } = useSave();
  const load = async () => {
    setFailed(false);
    try {
      setData(await getJson<Answer>(`/api/admin/invoices${status ? `?status=${status}` : ''}`));
    } catch {
      setFailed(true);
    }
  };
  useEffect(() => void load(), [status]);
  const retry = async (id: number) => {
    if (
      await run(
        () => apiRequest('POST', `/api/admin/invoices/${id}/retry`),
        'Fatura yeniden denenecek',
        'Fatura yeniden denenemedi',
      )
    )
      await load();
  };
  const download = (i: AdminInvoice, format: 'pdf' | 'xml') =>
    downloadFile(`/api/admin/orders/${i.orderId}/invoice.${format}`, `${i.number}.${format}`).catch((e: unknown) =>
      toastError(errorMessage(e, 'Fatura indirilemedi')),
    );

  return (
    <div className="space-y-4">
      <PanelHeader title="Faturalar" />
      {data && data.overdue > 0 && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {data.overdue.toLocaleString('tr-TR')} siparişin ödemesi 5 günden önce alındı, faturası hâlâ düzenlenmedi.
        </p>
      )}
      <label className="block max-w-xs text-sm font-medium text-slate-700">
        Durum
        <select className={inputClass} value={status} onChange={(e) => setStatus(e.target.value as InvoiceStatus | '')}>
          <option value="">Tümü</option>
          {INVOICE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS[s].label}
            </option>
          ))}
        </select>
      </label>
      {failed ? (
        <LoadError text="Faturalar yüklenemedi" onRetry={() => void load()} />
      ) : !data ? (
        <Loading text="Faturalar yükleniyor..." />
      ) : data.invoices.length === 0 ? (
        <EmptyState title="Fatura yok" text="Ödenen siparişlerin faturaları burada görünür." />
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <caption className="sr-only">Faturalar ({data.total.toLocaleString('tr-TR')})</caption>
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th className="p-2">Sipariş</th>
                <th className="p-2">Müşteri</th>
                <th className="p-2 text-right">Tutar</th>
                <th className="p-2">Durum</th>
                <th className="p-2">Fatura</th>
                <th className="p-2">İşlem</th>
              </tr>
            </thead>
            <tbody>
              {data.invoices.map((i) => (
                <tr key={i.id} className="border-t border-slate-100 align-top">
                  <td className="p-2 font-mono">{i.orderNumber}</td>
                  <td className="p-2">{i.customerName}</td>
                  <td className="p-2 text-right whitespace-nowrap">{formatTRY(i.totalAmount)}</td>
                  <td className="p-2">
                    <Badge tone={STATUS[i.status].tone}>{STATUS[i.status].label}</Badge>
                    {i.lastError && <p className="mt-1 text-xs text-red-700">{i.lastError}</p>}
                    {i.cancellation && (
                      <p className="mt-1 text-xs text-slate-700">
                        {CANCELLATION[i.cancellation.state]}
                        {i.cancellation.error && (
                          <span className={i.cancellation.state === 'manual' ? 'block' : 'block text-red-700'}>
                            {i.cancellation.error}
                          </span>
                        )}
                      </p>
                    )}
                    {i.nextAttemptAt && i.attempts > 0 && (
                      <p className="mt-1 text-xs text-slate-600">Sonraki deneme: {formatDateTime(i.nextAttemptAt)}</p>
                    )}
                  </td>
                  <td className="p-2">
                    {i.number ? (
                      <>
                        <span className="font-mono">{i.number}</span>
                        {i.kind && <span className="text-slate-600"> · {KIND[i.kind]}</span>}
                        {i.issuedAt && <p className="text-xs text-slate-600">{formatDateTime(i.issuedAt)}</p>}
                        {i.uuid && <p className="font-mono text-xs break-all text-slate-500">ETTN {i.uuid}</p>}
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className="space-x-2 p-2 whitespace-nowrap">
                    {(i.status === 'waiting' || i.status === 'failed' || i.cancellation?.state === 'failed') && (
                      <button type="button" className={btn.secondary} disabled={busy} onClick={() => void retry(i.id)}>
                        Yeniden dene
                      </button>
                    )}
                    {(i.status === 'issued' || i.status === 'cancelled') && (
                      <>
                        <button type="button" className={btn.secondary} onClick={() => void download(i, 'pdf')}>
                          PDF
                        </button>
                        <button type="button" className={btn.secondary} onClick={() => void download(i, 'xml')}>
                          XML
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
