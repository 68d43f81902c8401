import { useEffect } from 'react';
import { useHydratedStore } from '../../lib/use-hydrated-store';
import { $cart, loadCart } from '../../features/cart/cart-store';
import { $user, loadUser, signOut } from '../../features/account/auth-store';
import { openAccount, openCart } from '../../lib/dialogs';
import { takeEarlyTaps } from '../../lib/early-taps';
import { LineIcon } from '../../components/ui/LineIcon.tsx';
import { PriceBasisSwitch } from '../../features/pricing/PriceBasisSwitch';

interface Props {
  /** 'bar' for the desktop header, 'menu' for the stacked mobile menu. */
  layout?: 'bar' | 'menu';
  /** Called after an item is chosen (the mobile menu closes). */
  onSelect?: () => void;
}

/** Cart button with the distinct-line badge, and the account buttons of the header (the spec's Header screen). */
export default function HeaderActions({ layout = 'bar', onSelect }: Props) {
  const cart = useHydratedStore($cart, null);
  const user = useHydratedStore($user, undefined);
  useEffect(() => {
    if ($user.get() === undefined) void loadUser().catch(() => undefined);
    if ($cart.get() === null) void loadCart().catch(() => undefined);
    if (layout === 'bar')
      for (const tap of takeEarlyTaps(['cart', 'account'])) (tap === 'cart' ? openCart : openAccount)();
  }, []);

  const lines = cart?.items.length ?? 0;
  const pick = (action: () => void) => () => {
    action();
    onSelect?.();
  };
  // Below lg the bar shows icons only (labels stay as the accessible names); every control is
  // at least 44 × 44 px so a thumb hits it.
  const item =
    layout === 'bar'
      ? 'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 py-2 text-sm font-medium hover:bg-slate-100 lg:px-3'
      : 'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 py-3 text-left text-base font-medium hover:bg-slate-100';
  const label = layout === 'bar' ? 'sr-only lg:not-sr-only' : undefined;
  const desktopOnly = layout === 'bar' ? 'hidden lg:inline-flex' : '';

  return (
    <div className={layout === 'bar' ? 'flex items-center gap-1' : 'flex flex-col gap-1'}>
      <button
        type="button"
        data-early-tap={layout === 'bar' ? 'cart' : undefined}
        className={`relative ${item}`}
        onClick={pick(openCart)}
      >
        <LineIcon className="h-5 w-5">
          <path d="M3 3h2l2.4 12.2a2 2 0 0 0 2 1.8h8.2a2 2 0 0 0 2-1.6L21 8H6" />
          <circle cx="10" cy="20" r="1" />
          <circle cx="18" cy="20" r="1" />
        </LineIcon>
        {/* The name reads 'Sepet, 2 çeşit ürün' and starts with the visible word (WCAG label in name). */}
        <span className={label}>Sepet</span>
        {lines > 0 && (
          <>
            <span className="sr-only">, {lines} çeşit ürün</span>
            <span
              data-testid="cart-badge"
              aria-hidden="true"
              className="bg-brand-600 absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-xs font-bold text-white"
            >
              {lines}
            </span>
          </>
        )}
      </button>
      {user ? (
        <>
          <PriceBasisSwitch className={desktopOnly} />
          <a href="/hesabim" className={item} onClick={onSelect}>
            Hesabım
          </a>
          {user.isAdmin && (
            <a href="/admin" className={`${item} ${desktopOnly}`} onClick={onSelect}>
              Admin Panel
            </a>
          )}
          <button
            type="button"
            className={`${item} ${desktopOnly}`}
            onClick={pick(() => void signOut().then(() => loadCart()))}
          >
            Çıkış
          </button>
        </>
      ) : (
        <button
          type="button"
          data-early-tap={layout === 'bar' ? 'account' : undefined}
          className={item}
          onClick={pick(openAccount)}
          aria-label="Giriş / Kayıt"
        >
          {layout === 'bar' && <PersonIcon className="h-5 w-5 lg:hidden" />}
          <span className={label}>Giriş / Kayıt</span>
        </button>
      )}
    </div>
  );
}

function PersonIcon({ className }: { className: string }) {
  return (
    <LineIcon className={className}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </LineIcon>
  );
}
