import { useEffect, useState } from 'react';
import { useHydratedStore } from '../../lib/use-hydrated-store';
import { orderTotals } from '#api/shared/totals.ts';
import type { ContractSeller } from '#api/shared/sales-contract.ts';
import { $cart, loadCart } from '../cart/cart-store';
import { CheckoutForm } from './CheckoutForm';
import { OrderSummary } from './OrderSummary';
import { SummaryPanel } from './SummaryPanel';
import { TestModeNotice } from './TestModeNotice';
import { getJson } from '../../lib/api-client';
import type { PaymentMethod, PaymentOptions } from '#api/shared/payment-methods.ts';
import { chosenOption, type DeliveryChoice } from '#api/features/shipping/schemas.ts';
import { formatTRY, fromKurus, toKurus } from '#api/shared/money.ts';
import { useShippingQuote } from './use-shipping-quote';

/** Until the shop's options are read (or if they cannot be), the card as always. */
const CARD_ONLY: PaymentOptions = { methods: ['card'], bankAccounts: [], bankTransferDiscount: '0' };

interface Props {
  seller: ContractSeller;
}

/** 'Ödeme Sayfası': loading, the empty-cart state, or the form with the order summary. */
export default function CheckoutPage(props: Props) {
  return (
    <>
      <TestModeNotice />
      <CheckoutContent {...props} />
    </>
  );
}

function CheckoutContent({ seller }: Props) {
  const cart = useHydratedStore($cart, null);
  const [options, setOptions] = useState<PaymentOptions>(CARD_ONLY);
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const [choice, setChoice] = useState<DeliveryChoice>({ delivery: 'ship', carrier: null });
  const quote = useShippingQuote(cart);
  useEffect(() => {
    void loadCart().catch(() => $cart.set({ items: [], totalItems: 0, totalPrice: '0.00' }));
    void getJson<PaymentOptions>('/api/checkout/payment-methods')
      .then(setOptions)
      .catch(() => setOptions(CARD_ONLY));
  }, []);
  const method = chosen && options.methods.includes(chosen) ? chosen : (options.methods[0] ?? 'card');

  if (cart === null)
    return (
      <p role="status" className="py-16 text-center text-slate-600">
        Sepet yükleniyor...
      </p>
    );
  if (cart.items.length === 0) {
    return (
      <div className="mx-auto max-w-md py-16 text-center">
        <h2 className="text-2xl font-semibold">Sepetiniz Boş</h2>
        <p className="mt-2 text-slate-600">Ödeme yapabilmek için sepetinize ürün ekleyin.</p>
        <a
          href="/products"
          className="mt-6 inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
        >
          Ürünlere Göz At
        </a>
      </div>
    );
  }
  // The transfer discount shows as its own line as soon as the buyer picks the transfer; the
  // cart's promotions as the server found them and the shipping is the server's quote for the
  // buyer's choice (the server prices the order again itself, by the same rules).
  const chosenShipping = quote ? chosenOption(quote, choice) : null;
  const option = chosenShipping && 'option' in chosenShipping ? chosenShipping.option : null;
  const totals = orderTotals(cart.items, {
    discountPercent: method === 'bank_transfer' ? options.bankTransferDiscount : '0',
    discounts: cart.promotions,
    shipping: option && quote ? { kurus: toKurus(option.amount), vatRate: quote.vatRate } : undefined,
  });
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_22rem] lg:gap-8">
      <CheckoutForm
        cart={cart}
        totals={totals}
        seller={seller}
        payment={{ options, method, onMethod: setChosen }}
        delivery={{ quote, choice, onChoice: setChoice, blocked: !!chosenShipping && 'refusal' in chosenShipping }}
      />
      <SummaryPanel total={formatTRY(fromKurus(totals.totalKurus))} lineCount={cart.items.length}>
        <OrderSummary cart={cart} totals={totals} />
      </SummaryPanel>
    </div>
  );
}
