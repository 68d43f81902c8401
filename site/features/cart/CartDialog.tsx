import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Dialog } from '../../components/ui/Dialog';
import { TotalsList } from '../../components/ui/TotalsList';
import { orderTotals } from '#api/shared/totals.ts';
import { errorMessage } from '../../lib/api-client';
import { $cart, clearCart, loadCart, removeCartItem, setCartQuantity } from './cart-store';
import { $cartOpen } from '../../lib/dialogs';
import { toastError, toastSuccess } from '../../lib/toast';
import { CartLine } from './CartLine';
import { QuoteRequestForm } from '../quotes/QuoteRequestForm';
import { PromotionCodeForm } from './PromotionCodeForm';

const go = (path: string) => {
  $cartOpen.set(false);
  window.location.assign(path);
};

/** 'Sepetim' (the spec's screens): loading, empty and filled states; every change reloads the cart. */
export function CartDialog() {
  const open = useStore($cartOpen);
  const cart = useStore($cart);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setFailed(false);
    loadCart().catch(() => setFailed(true));
  }, [open]);

  async function change(action: () => Promise<unknown>, success: string | null, failure: string) {
    setBusy(true);
    try {
      await action();
      if (success) toastSuccess(success);
    } catch (error) {
      const reason = errorMessage(error, '');
      toastError(reason ? `${failure}: ${reason}` : failure);
      await loadCart().catch(() => undefined);
    } finally {
      setBusy(false);
    }
  }

  const close = () => $cartOpen.set(false);
  const items = cart?.items ?? [];
  const button = 'min-h-11 rounded-lg px-4 py-2.5 text-sm font-semibold';

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Sepetim"
      className="max-w-2xl"
      footer={
        items.length > 0 && (
          <div className="flex flex-col gap-3">
            {cart && <PromotionCodeForm cart={cart} disabled={busy} />}
            <TotalsList
              totals={orderTotals(items, { discounts: cart?.promotions })}
              totalTestId="cart-total"
              shipping={false}
            />
            <QuoteRequestForm />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button
                type="button"
                onClick={() => go('/urunler')}
                className={`${button} border border-slate-300 hover:bg-slate-50`}
              >
                Alışverişe Devam Et
              </button>
              <button
                type="button"
                onClick={() => go('/checkout')}
                className={`${button} bg-brand-600 hover:bg-brand-700 text-white`}
              >
                Sipariş Ver
              </button>
            </div>
          </div>
        )
      }
    >
      {cart === null ? (
        <p className="py-10 text-center text-slate-600" role="status">
          {failed ? 'Sepet yüklenemedi. Lütfen tekrar deneyin.' : 'Sepet yükleniyor...'}
        </p>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-4 py-10 text-center">
          <p className="text-lg font-medium text-slate-700">Sepetiniz boş</p>
          <button
            type="button"
            onClick={() => go('/urunler')}
            className={`${button} bg-brand-600 hover:bg-brand-700 text-white`}
          >
            Alışverişe Başla
          </button>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <div className="flex items-center justify-between">
            <span className="bg-brand-50 text-brand-700 rounded-full px-3 py-1 text-sm font-semibold">
              {items.length} çeşit
            </span>
            <button
              type="button"
              disabled={busy}
              onClick={() => change(clearCart, 'Sepet temizlendi', 'Sepet temizlenemedi')}
              className="-mr-2 min-h-11 px-2 text-sm font-medium text-red-700 hover:underline disabled:opacity-50"
            >
              Sepeti Temizle
            </button>
          </div>
          <ul className="flex flex-col divide-y divide-slate-200" aria-busy={busy}>
            {items.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                disabled={busy}
                onQuantity={(quantity) =>
                  change(
                    () => setCartQuantity(item.id, quantity),
                    quantity <= 0 ? 'Ürün sepetten çıkarıldı' : null,
                    'Sepet güncellenemedi',
                  )
                }
                onRemove={() =>
                  change(() => removeCartItem(item.id), 'Ürün sepetten çıkarıldı', 'Ürün sepetten çıkarılamadı')
                }
              />
            ))}
          </ul>
        </div>
      )}
    </Dialog>
  );
}
