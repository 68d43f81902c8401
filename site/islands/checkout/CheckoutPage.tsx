import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { orderTotals } from '../../../api/services/orders/totals';
import type { ContractSeller } from '../../../api/services/orders/sales-contract';
import { $cart, loadCart } from '../../stores/cart';
import { CheckoutForm } from './CheckoutForm';
import { OrderSummary } from './OrderSummary';

interface Props {
  seller: ContractSeller;
}

/** 'Ödeme Sayfası': loading, the empty-cart state, or the form with the order summary. */
export default function CheckoutPage({ seller }: Props) {
  const cart = useStore($cart);
  useEffect(() => {
    void loadCart().catch(() => $cart.set({ items: [], totalItems: 0, totalPrice: '0.00' }));
  }, []);

  if (cart === null) return <p role="status" className="py-16 text-center text-slate-600">Sepet yükleniyor...</p>;
  if (cart.items.length === 0) {
    return (
      <div className="mx-auto max-w-md py-16 text-center">
        <h2 className="text-2xl font-semibold">Sepetiniz Boş</h2>
        <p className="mt-2 text-slate-600">Ödeme yapabilmek için sepetinize ürün ekleyin.</p>
        <a href="/products" className="mt-6 inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">Ürünlere Göz At</a>
      </div>
    );
  }
  const totals = orderTotals(cart.items);
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <CheckoutForm cart={cart} totals={totals} seller={seller} />
      <OrderSummary cart={cart} totals={totals} />
    </div>
  );
}
