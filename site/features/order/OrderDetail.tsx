import { useOrder } from './use-order';
import { placeLine } from '#api/schemas/addresses.ts';
import { StatusBadge } from '../../components/ui/StatusBadge';
import { OrderFact } from './OrderFact';
import { OrderLines } from './OrderLines';
import { OrderNotFound } from './OrderNotFound';
import { OrderRefunds } from './OrderRefunds';
import type { ReactNode } from 'react';
import type { OrderView } from '#api/schemas/order.ts';
import { INVOICE_TYPE_LABELS } from '#api/schemas/checkout.ts';
import { formatLongDate, formatLongDateTime } from '#api/shared/date-format.ts';
import { TransferInstructions } from './TransferInstructions';
import { OrderInvoice } from './OrderInvoice';
import { deliveryLabel } from '#api/shared/shipping.ts';
import { ResumePayment } from './ResumePayment';
import { OrderReturns } from './returns/OrderReturns';

interface Props {
  orderNumber: string;
  companyEmail: string;
}

/** A card order whose money has not arrived: the page says so beside the spec's header (issue 46). */
const awaitsCardPayment = (order: OrderView) =>
  order.status === 'pending' && order.paymentMethod === 'card' && order.paymentState === null;

/** /siparis/{orderNumber}: the order by its number (the storefront spec's screens), printable. */
export default function OrderDetail({ orderNumber, companyEmail }: Props) {
  const state = useOrder(orderNumber);
  if (state.kind === 'loading')
    return (
      <p role="status" className="py-16 text-center text-slate-600">
        Sipariş yükleniyor...
      </p>
    );
  if (state.kind === 'missing') return <OrderNotFound orderNumber={orderNumber} />;
  const { order } = state;
  const mail = `mailto:${companyEmail}?subject=${encodeURIComponent(`Sipariş ${order.orderNumber}`)}`;
  const card = 'rounded-xl border border-slate-200 p-5 print:break-inside-avoid';

  return (
    <div className="mx-auto max-w-3xl space-y-6 py-8">
      <header className="text-center">
        <h1 className="text-3xl font-bold">Siparişiniz Alındı!</h1>
        <p className="mt-2 text-slate-600">Sipariş bilgileriniz aşağıdadır.</p>
        {awaitsCardPayment(order) && (
          <div className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 print:hidden">
            <p role="status" className="font-semibold">
              Ödeme bekleniyor
            </p>
            {order.canResumePayment ? (
              <>
                <p className="mt-1 text-sm">
                  Ödemeniz tamamlanmadı. Ürünleriniz ödeme süresi boyunca sizin için ayrıldı.
                </p>
                <ResumePayment orderNumber={order.orderNumber} className="mt-3" />
              </>
            ) : (
              <p className="mt-1 text-sm">Ödemeniz henüz tamamlanmadı.</p>
            )}
          </div>
        )}
      </header>
      <section aria-labelledby="order-info" className={card}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="order-info" className="text-lg font-semibold">
            Sipariş Bilgileri
          </h2>
          <StatusBadge status={order.status} />
        </div>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          <OrderFact label="Sipariş Numarası" className="font-semibold">
            {order.orderNumber}
          </OrderFact>
          <OrderFact label="Sipariş Tarihi">{formatLongDateTime(order.createdAt)}</OrderFact>
          {order.paymentDueOn && (
            <OrderFact label="Ödeme">
              Cari hesap · son ödeme tarihi {formatLongDate(`${order.paymentDueOn}T12:00:00+03:00`)}
            </OrderFact>
          )}
        </dl>
      </section>
      {order.bankTransfer && <TransferInstructions due={order.bankTransfer} className={card} />}
      <section aria-labelledby="contact-info" className={card}>
        <h2 id="contact-info" className="text-lg font-semibold">
          İletişim Bilgileri
        </h2>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
          <OrderFact label="Ad Soyad">{order.customerName}</OrderFact>
          <OrderFact label="E-posta" className="break-all">
            {order.customerEmail || '—'}
          </OrderFact>
          <OrderFact label="Telefon">{order.customerPhone || '—'}</OrderFact>
          {order.companyName && <OrderFact label="Firma">{order.companyName}</OrderFact>}
          {order.taxNumber && <OrderFact label="Vergi No">{order.taxNumber}</OrderFact>}
          {order.taxOffice && <OrderFact label="Vergi Dairesi">{order.taxOffice}</OrderFact>}
          <OrderFact label="Fatura Tipi">{INVOICE_TYPE_LABELS[order.invoiceType]}</OrderFact>
          {order.invoice && <OrderInvoice orderNumber={order.orderNumber} invoice={order.invoice} />}
        </dl>
      </section>
      <div className="grid gap-6 sm:grid-cols-2">
        <AddressCard id="billing" title="Fatura Adresi" className={card}>
          {order.billingAddress}
          <br />
          {placeLine(order.billingPostalCode, order.billingCity, order.billingDistrict)}
        </AddressCard>
        <AddressCard id="shipping" title="Teslimat Adresi" className={card}>
          <span className="font-medium">{deliveryLabel(order)}</span>
          <br />
          {order.shippingAddress}
          <br />
          {placeLine(order.shippingPostalCode, order.shippingCity, order.shippingDistrict)}
        </AddressCard>
      </div>
      {order.carrier && order.trackingNumber && (
        <section aria-labelledby="shipment" className={card}>
          <h2 id="shipment" className="text-lg font-semibold">
            Kargo Takibi
          </h2>
          <p className="mt-2 text-sm">
            {order.carrier} · Takip numarası: {order.trackingNumber}
          </p>
          {order.trackingUrl && (
            <a
              href={order.trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-block font-semibold text-brand-700 underline print:hidden"
            >
              Kargonuzu takip edin
            </a>
          )}
        </section>
      )}
      {order.refunds.length > 0 && <OrderRefunds refunds={order.refunds} className={card} />}
      <section aria-labelledby="items" className={card}>
        <h2 id="items" className="text-lg font-semibold">
          Ürünler
        </h2>
        <OrderLines order={order} />
      </section>
      <OrderReturns order={order} className={card} onChange={state.reload} />
      {order.notes && (
        <section aria-labelledby="notes" className={card}>
          <h2 id="notes" className="text-lg font-semibold">
            Sipariş Notu
          </h2>
          <p className="mt-2 text-sm whitespace-pre-line">{order.notes}</p>
        </section>
      )}
      <div className="flex flex-wrap justify-center gap-3 print:hidden">
        <a href="/urunler" className="rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
          Alışverişe Devam Et
        </a>
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded-lg border border-slate-300 px-5 py-3 font-semibold hover:bg-slate-50"
        >
          Yazdır
        </button>
        {companyEmail && (
          <a href={mail} className="rounded-lg border border-slate-300 px-5 py-3 font-semibold hover:bg-slate-50">
            E-posta ile İletişim
          </a>
        )}
      </div>
    </div>
  );
}

/** One of the order's two addresses, as a titled card. */
function AddressCard({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-2 text-sm">{children}</p>
    </section>
  );
}
