import { formatTRY } from '#api/shared/money.ts';
import {
  DELIVERY_LABELS,
  thresholdText,
  type DeliveryChoice,
  type ShippingQuote,
} from '#api/features/shipping/schemas.ts';
import { QuoteRequestForm } from '../quotes/QuoteRequestForm';

interface Props {
  className: string;
  quote: ShippingQuote;
  choice: DeliveryChoice;
  onChoice: (choice: DeliveryChoice) => void;
}

const amountText = (amount: string, vatRate: number) => `${formatTRY(amount)} + KDV (%${vatRate})`;

/**
 * 'Teslimat': the carrier and its price when the cart is charged (a choice when several carriers
 * fit, the cheapest first), or, over the freight limit, pickup from the store or a quote request
 * instead of a price. Nothing to choose when shipping is free or the shop set no rates.
 */
export function DeliverySection({ className, quote, choice, onChoice }: Props) {
  if (quote.status === 'none' || quote.status === 'free') return null;
  const freight = quote.status === 'freight';
  return (
    <fieldset id="checkout-delivery" tabIndex={-1} className={className}>
      <legend className="px-1 text-lg font-semibold">Teslimat</legend>
      {freight ? (
        <>
          <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            Sepetinizin kargo ölçüsü {quote.chargeableDesi.replace('.', ',')} desi: kargo ile gönderim sınırını aşıyor.
            Ambar ile gönderim için teklif isteyebilir ya da siparişinizi mağazamızdan teslim alabilirsiniz.
          </p>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={choice.delivery === 'pickup'}
              onChange={(e) => onChoice({ delivery: e.target.checked ? 'pickup' : 'ship', carrier: null })}
            />
            {DELIVERY_LABELS.pickup} (kargo ücreti yok)
          </label>
          <QuoteRequestForm />
        </>
      ) : (
        <div role="radiogroup" aria-label="Kargo firması" className="flex flex-col gap-2 text-sm">
          {quote.options.map((o, i) => (
            <label key={o.carrier} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="carrier"
                value={o.carrier}
                className="h-4 w-4"
                checked={choice.delivery === 'ship' && (choice.carrier ?? quote.options[0]!.carrier) === o.carrier}
                onChange={() => onChoice({ delivery: 'ship', carrier: o.carrier })}
              />
              <span className="flex-1">
                {o.carrier}
                {i === 0 && quote.options.length > 1 && <span className="ml-2 text-xs text-green-700">En uygun</span>}
              </span>
              <span className="font-medium">{amountText(o.amount, quote.vatRate)}</span>
            </label>
          ))}
          <p className="text-xs text-slate-600">
            Kargo ölçüsü: {quote.chargeableDesi.replace('.', ',')} desi. {thresholdText(quote.freeShippingThreshold)} ve
            üzeri siparişlerde kargo ücretsizdir.
          </p>
        </div>
      )}
    </fieldset>
  );
}
