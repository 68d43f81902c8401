import { useEffect, useState } from 'react';
import { placeLine } from '#api/schemas/addresses.ts';
import { formatTRY } from '#api/shared/money.ts';
import { totalsOfOrder } from '#api/shared/vat.ts';
import { TotalsList } from '../../components/ui/TotalsList';
import { useOrder } from './use-order';
import { StatusBadge } from '../../components/ui/StatusBadge';
import { OrderFact } from './OrderFact';
import { OrderNotFound } from './OrderNotFound';
import { formatLongDateTime } from '#api/shared/date-format.ts';
import { ResultHeading } from './ResultHeading';

/** /order-success?orderNumber=…: without a number it goes home (the storefront spec's screens). */
export default function OrderSuccess() {
  const [orderNumber, setOrderNumber] = useState<string | null>(null);
  useEffect(() => {
    const number = new URLSearchParams(window.location.search).get('orderNumber');
    if (!number) window.location.replace('/');
    else setOrderNumber(number);
  }, []);
  const state = useOrder(orderNumber);
  if (state.kind === 'missing') return <OrderNotFound orderNumber={orderNumber} />;
  const order = state.kind === 'found' ? state.order : null;

  return (
    <div className="mx-auto max-w-2xl py-10">
      <ResultHeading ok title="Siparişiniz Alındı!" message="Ödemeniz başarıyla tamamlandı." />
      <section aria-label="Sipariş detayları" className="space-y-5 rounded-xl border border-slate-200 p-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <dl className="space-y-1 text-sm">
            <div>
              <dt className="inline text-slate-600">Sipariş Numarası: </dt>
              <dd className="inline font-semibold">{order?.orderNumber ?? orderNumber}</dd>
            </div>
            {order && (
              <div>
                <dt className="inline text-slate-600">Tarih: </dt>
                <dd className="inline">{formatLongDateTime(order.createdAt)}</dd>
              </div>
            )}
          </dl>
          <StatusBadge status="confirmed" />
        </div>
        {order && (
          <dl className="grid gap-1 text-sm sm:grid-cols-3">
            <OrderFact label="Ad Soyad">{order.customerName}</OrderFact>
            <OrderFact label="E-posta" className="break-all">
              {order.customerEmail}
            </OrderFact>
            <OrderFact label="Telefon">{order.customerPhone}</OrderFact>
          </dl>
        )}
        <div>
          <h2 className="mb-2 font-semibold">Ürünler</h2>
          {!order || order.items.length === 0 ? (
            <p role="status" className="text-sm text-slate-600">
              Ürün bilgileri yükleniyor...
            </p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {order.items.map((item) => (
                <li key={item.id} className="flex justify-between gap-4 py-2 text-sm">
                  <span>
                    {item.productName}
                    {item.variantName && <span className="text-slate-600"> – {item.variantName}</span>} ×{' '}
                    {item.quantity}
                  </span>
                  <span className="font-medium">{formatTRY(item.totalPrice)}</span>
                </li>
              ))}
            </ul>
          )}
          {/* The invoice's lines (issue 46): goods, each discount, KDV per rate, shipping, the total. */}
          {order && (
            <div className="mt-3 border-t border-slate-200 pt-3" data-testid="order-totals">
              <TotalsList totals={totalsOfOrder(order)} totalTestId="order-total" />
            </div>
          )}
        </div>
        {order && (
          <div className="text-sm">
            <h2 className="mb-1 font-semibold">Teslimat Adresi</h2>
            <p>{order.shippingAddress}</p>
            <p>{placeLine(order.shippingPostalCode, order.shippingCity, order.shippingDistrict)}</p>
          </div>
        )}
        <p className="rounded-lg bg-blue-50 p-4 text-sm text-blue-900">
          Siparişiniz en kısa sürede hazırlanacaktır. Hazırlık 1–2 iş günü sürer; kargo takip numarası e-posta
          adresinize gönderilecektir.
        </p>
      </section>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a href="/urunler" className="rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
          Alışverişe Devam Et
        </a>
        <a href="/" className="rounded-lg border border-slate-300 px-6 py-3 font-semibold hover:bg-slate-50">
          Ana Sayfa
        </a>
      </div>
    </div>
  );
}
