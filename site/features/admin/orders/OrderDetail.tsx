import type { ReactNode } from 'react';
import { placeLine } from '#api/schemas/addresses.ts';
import { formatTRY } from '#api/shared/money.ts';
import { vatLabel } from '#api/shared/vat.ts';
import { INVOICE_TYPE_LABELS } from '#api/schemas/checkout.ts';
import { deliveryLabel, shippingLabel } from '#api/shared/shipping.ts';
import { ORDER_STATUS_LABELS, type AdminOrderDetail } from '#api/schemas/admin-orders.ts';
import { formatDateTime } from '#api/shared/date-format.ts';
import { PAYMENT_STATE_LABELS } from '#api/schemas/order.ts';
import { StatusBadge } from '#site/components/ui/StatusBadge.tsx';
import { OrderStatusForm } from './OrderStatusForm';
import { PaymentActions } from './PaymentActions';
import { PaymentRecordView } from './PaymentRecordView';
import { TransferPayments } from './TransferPayments';
import { RefundForm } from './RefundForm';
import { RefundOutcome } from './RefundOutcome';
import { OrderNoteForm } from './OrderNotes';
import { ShipmentPanel } from './ShipmentPanel';
import { CorrectionForm } from './CorrectionForm';
import { CorrectionDue } from './CorrectionDue';
import { downloadFile } from '#site/lib/download-file.ts';
import { btn } from '#site/components/ui/buttons.tsx';
import { toastError } from '#site/lib/toast.ts';

const CONSENTS: Record<string, string> = {
  distance_sales_contract: 'Mesafeli Satış Sözleşmesi',
  preliminary_info: 'Ön Bilgilendirme Formu',
  marketing: 'Ticari elektronik ileti',
  kvkk: 'KVKK aydınlatma metni',
};

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 p-3">
      <h4 className="mb-1 text-sm font-semibold text-slate-700">{title}</h4>
      <div className="text-sm">{children}</div>
    </section>
  );
}

/** Everything about one order: lines, addresses, company, consents, payment, history, and the status change. */
export function OrderDetail({
  order,
  onChanged,
}: {
  order: AdminOrderDetail;
  onChanged: (o: AdminOrderDetail) => void;
}) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <StatusBadge status={order.status} />
        <span className="text-slate-600">{formatDateTime(order.createdAt)}</span>
        {order.payment.underReview ? (
          <span className="font-semibold text-amber-800">İnceleniyor</span>
        ) : order.paidAt ? (
          <span className="text-green-700">Ödendi: {formatDateTime(order.paidAt)}</span>
        ) : (
          <span className="text-amber-700">Ödeme alınmadı</span>
        )}
        {order.paymentAlert && (
          <span role="alert" className="font-semibold text-red-700">
            ⚠ {order.paymentAlert}
          </span>
        )}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Sipariş kalemleri</caption>
          <thead>
            <tr className="border-b text-left text-slate-500">
              <th className="py-1">Ürün</th>
              <th>Birim Fiyat</th>
              <th>Adet · KDV</th>
              <th className="text-right">Tutar</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((i) => (
              <tr key={i.id} className="border-b border-slate-100">
                <td className="py-1">
                  {i.productName}
                  {i.variantName && <span className="text-slate-500"> – {i.variantName}</span>}
                </td>
                <td>{formatTRY(i.unitPrice)}</td>
                <td>
                  {i.quantity} {i.unit} · %{i.vatRate}
                </td>
                <td className="text-right">{formatTRY(i.totalPrice)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="text-right">
            <tr>
              <td colSpan={3}>Ara Toplam</td>
              <td>{formatTRY(order.subtotal)}</td>
            </tr>
            {order.discounts.map((d, i) => (
              <tr key={i}>
                <td colSpan={3}>{d.label}</td>
                <td>−{formatTRY(d.amount)}</td>
              </tr>
            ))}
            {order.vatBreakdown.map((v) => (
              <tr key={v.rate}>
                <td colSpan={3}>
                  {vatLabel(v.rate)} · matrah {formatTRY(v.base)}
                </td>
                <td>{formatTRY(v.vat)}</td>
              </tr>
            ))}
            <tr>
              <td colSpan={3}>Kargo</td>
              <td>{shippingLabel(order.shippingAmount)}</td>
            </tr>
            <tr className="font-bold">
              <td colSpan={3}>Genel Toplam</td>
              <td>{formatTRY(order.totalAmount)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Block title="Müşteri">
          <p>{order.customerName}</p>
          <p>
            <a className="text-brand-700 underline" href={`mailto:${order.customerEmail}`}>
              {order.customerEmail}
            </a>
          </p>
          <p>{order.customerPhone}</p>
          <p className="mt-1">
            Fatura: {INVOICE_TYPE_LABELS[order.invoiceType]}
            {order.identityNumber && ` · T.C. Kimlik No: ${order.identityNumber}`}
          </p>
          {(order.companyName || order.taxNumber) && (
            <p>
              {order.companyName}
              {order.taxNumber && ` · Vergi No: ${order.taxNumber}`}
              {order.taxOffice && ` · ${order.taxOffice} V.D.`}
            </p>
          )}
        </Block>
        <Block title="Ödeme">
          <PaymentRecordView order={order} />
          {order.paymentState && (
            <p data-testid="payment-state">Ödeme durumu: {PAYMENT_STATE_LABELS[order.paymentState]}</p>
          )}
          {order.paymentError && <p className="text-red-700">Hata: {order.paymentError}</p>}
          <CorrectionDue order={order} onChanged={onChanged} />
          {order.carrier && (
            <p className="mt-1">
              Kargo: {order.carrier} · Takip No:{' '}
              {order.trackingUrl ? (
                <a
                  className="text-brand-700 underline"
                  href={order.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {order.trackingNumber}
                </a>
              ) : (
                order.trackingNumber
              )}
            </p>
          )}
        </Block>
        <Block title="Fatura Adresi">
          <p>{order.billingAddress}</p>
          <p>{placeLine(order.billingPostalCode, order.billingCity, order.billingDistrict)}</p>
        </Block>
        <Block title="Teslimat Adresi">
          <p className="font-medium">{deliveryLabel(order)}</p>
          <p>{order.shippingAddress}</p>
          <p>{placeLine(order.shippingPostalCode, order.shippingCity, order.shippingDistrict)}</p>
        </Block>
        <Block title="Onaylar">
          <ul>
            {order.consents.map((c, i) => (
              <li key={i}>
                {CONSENTS[c.kind] ?? c.kind}: {c.granted ? 'Onaylandı' : 'Onaylanmadı'}{' '}
                <span className="text-slate-500">(sürüm {c.textVersion})</span>
              </li>
            ))}
            <li>Ticari ileti izni: {order.marketingConsent ? 'Var' : 'Yok'}</li>
          </ul>
        </Block>
        {order.notes && (
          <Block title="Sipariş Notu">
            <p className="whitespace-pre-wrap">{order.notes}</p>
          </Block>
        )}
      </div>
      <Block title="Durum Geçmişi">
        {order.history.length + order.internalNotes.length === 0 ? (
          <p className="text-slate-500">Henüz yönetici değişikliği yok.</p>
        ) : (
          <ol className="space-y-1">
            {historyWithNotes(order).map((h, i) =>
              'text' in h ? (
                <li key={`n${h.id}`} className="rounded bg-amber-50 px-1">
                  {formatDateTime(h.createdAt)}: <strong>İç not</strong>
                  {h.createdBy && <span className="text-slate-500"> ({h.createdBy})</span>}:{' '}
                  <span className="whitespace-pre-wrap">{h.text}</span>
                </li>
              ) : (
                <li key={i}>
                  {formatDateTime(h.createdAt)}: {h.fromStatus ? ORDER_STATUS_LABELS[h.fromStatus] : '—'} →{' '}
                  <strong>{ORDER_STATUS_LABELS[h.toStatus]}</strong>
                  {h.changedBy && <span className="text-slate-500"> ({h.changedBy})</span>}
                  {h.note && <span> · {h.note}</span>}
                </li>
              ),
            )}
          </ol>
        )}
        <div className="mt-3">
          <OrderNoteForm order={order} onChanged={onChanged} />
        </div>
      </Block>
      <button
        type="button"
        className={btn.secondary}
        onClick={() =>
          void downloadFile(`/api/admin/orders/${order.id}/packing-slip.pdf`, `paket-listesi-${order.id}.pdf`).catch(
            () => toastError('Paket listesi indirilemedi'),
          )
        }
      >
        Paket Listesi / İrsaliye (PDF)
      </button>
      <ShipmentPanel order={order} onChanged={onChanged} />
      <CorrectionForm key={`correct-${order.status}-${order.totalAmount}`} order={order} onChanged={onChanged} />
      <PaymentActions key={`pay-${order.status}-${order.payment.underReview}`} order={order} onChanged={onChanged} />
      <TransferPayments
        key={`transfer-${order.status}-${order.transferPayments?.paid}`}
        order={order}
        onChanged={onChanged}
      />
      {order.refunds.length > 0 && (
        <Block title="İadeler">
          <ul>
            {order.refunds.map((r, i) => (
              <li key={i}>
                {formatDateTime(r.createdAt)}: {r.kind === 'cancel' ? 'İptal' : 'İade'} {formatTRY(r.amount)}
                {r.restocked && ' · stoğa eklendi'}
                {r.inDoubt && (
                  <>
                    <strong className="text-red-700"> · sonucu belirsiz (sağlayıcı yanıt vermedi)</strong>
                    <RefundOutcome order={order} onChanged={onChanged} />
                  </>
                )}
                {r.createdBy && <span className="text-slate-500"> ({r.createdBy})</span>}
              </li>
            ))}
          </ul>
        </Block>
      )}
      {!order.payment.underReview && <OrderStatusForm key={order.status} order={order} onChanged={onChanged} />}
      <RefundForm key={`refund-${order.refundedAmount}`} order={order} onChanged={onChanged} />
    </div>
  );
}

/** Status changes and internal notes in one timeline, oldest first. */
function historyWithNotes(order: AdminOrderDetail) {
  const entries: (AdminOrderDetail['history'][number] | AdminOrderDetail['internalNotes'][number])[] = [
    ...order.history,
    ...order.internalNotes,
  ];
  return entries.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}
