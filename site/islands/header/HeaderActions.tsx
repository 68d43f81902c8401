import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $cart, loadCart } from '../../stores/cart';
import { $user, loadUser, signOut } from '../../stores/auth';
import { openAccount, openCart } from '../../stores/dialogs';

interface Props {
  /** 'bar' for the desktop header, 'menu' for the stacked mobile menu. */
  layout?: 'bar' | 'menu';
  /** Called after an item is chosen (the mobile menu closes). */
  onSelect?: () => void;
}

/** Cart button with the distinct-line badge, and the account buttons of the header (the spec's Header screen). */
export default function HeaderActions({ layout = 'bar', onSelect }: Props) {
  const cart = useStore($cart);
  const user = useStore($user);
  useEffect(() => {
    if ($user.get() === undefined) void loadUser().catch(() => undefined);
    if ($cart.get() === null) void loadCart().catch(() => undefined);
  }, []);

  const lines = cart?.items.length ?? 0;
  const pick = (action: () => void) => () => {
    action();
    onSelect?.();
  };
  const item = layout === 'bar'
    ? 'inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium hover:bg-slate-100'
    : 'flex w-full items-center gap-2 rounded-lg px-3 py-3 text-left text-base font-medium hover:bg-slate-100';

  return (
    <div className={layout === 'bar' ? 'flex items-center gap-1' : 'flex flex-col gap-1'}>
      <button type="button" className={`relative ${item}`} onClick={pick(openCart)} aria-label={lines > 0 ? `Sepet, ${lines} çeşit ürün` : 'Sepet'}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2"><path d="M3 3h2l2.4 12.2a2 2 0 0 0 2 1.8h8.2a2 2 0 0 0 2-1.6L21 8H6" /><circle cx="10" cy="20" r="1" /><circle cx="18" cy="20" r="1" /></svg>
        <span>Sepet</span>
        {lines > 0 && (
          <span data-testid="cart-badge" className="bg-brand-600 absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-xs font-bold text-white">
            {lines}
          </span>
        )}
      </button>
      {user ? (
        <>
          {user.isAdmin && (
            <a href="/admin" className={item} onClick={onSelect}>Admin Panel</a>
          )}
          <button type="button" className={item} onClick={pick(() => void signOut().then(() => loadCart()))}>Çıkış</button>
        </>
      ) : (
        <button type="button" className={item} onClick={pick(openAccount)}>Giriş / Kayıt</button>
      )}
    </div>
  );
}
