import type { QuoteView } from '#api/features/quotes/schemas.ts';
import { formatTRY } from '#api/shared/money.ts';
import { formatDate } from '#api/shared/date-format.ts';
import { vatLabel } from '#api/shared/vat.ts';

/** A quote's lines, KDV per rate, totals and validity: what the customer and the admin read. */
export function QuoteSummaryView({ quote }: { quote: QuoteView }) {
  return (
    <div className="space-y-3 text-sm">
      {quote.note && (
        <p>
          <span className="font-medium">Not:</span> {quote.note}
        </p>
      )}
      <table className="w-full text-left">
        <caption className="sr-only">Teklif satırları</caption>
        <thead className="text-slate-500">
          <tr>
            <th className="py-1">Ürün</th>
            <th className="py-1 text-right">Miktar</th>
            <th className="py-1 text-right">Birim Fiyat</th>
            <th className="py-1 text-right">Tutar</th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((l) => (
            <tr key={l.id} className="border-t border-slate-200">
              <td className="py-1 pr-2">
                {l.productName}
                {l.variantName && <span className="text-slate-500"> – {l.variantName}</span>}
                <span className="text-slate-500"> (KDV %{l.vatRate})</span>
              </td>
              <td className="py-1 text-right">
                {l.quantity} {l.unit}
              </td>
              <td className="py-1 text-right">{formatTRY(l.unitPrice)}</td>
              <td className="py-1 text-right">{formatTRY(l.totalPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ml-auto grid max-w-xs grid-cols-2 gap-1">
        <dt>Ara Toplam (KDV hariç)</dt>
        <dd className="text-right">{formatTRY(quote.subtotal)}</dd>
        {quote.vat.map((v) => (
          <div key={v.rate} className="contents">
            <dt>{vatLabel(v.rate)}</dt>
            <dd className="text-right">{formatTRY(v.vat)}</dd>
          </div>
        ))}
        <dt className="font-semibold">Genel Toplam</dt>
        <dd className="text-right font-semibold" data-testid="quote-total">
          {formatTRY(quote.total)}
        </dd>
      </dl>
      {quote.validUntil && <p>Geçerlilik: {formatDate(quote.validUntil)} tarihi sonuna kadar</p>}
    </div>
  );
}
