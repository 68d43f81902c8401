import { useId, useState, type FormEvent } from 'react';
import type { CartView } from '#api/schemas/cart-view.ts';
import { errorMessage } from '../../lib/api-client';
import { toastSuccess } from '../../lib/toast';
import { applyPromotionCode, removePromotionCode } from './cart-store';

// Decision 0323: a non-combinable promotion stands alone, and the larger discount wins.
const OUTDONE = 'Sepetinize daha yüksek bir kampanya indirimi uygulandığı için bu kod kullanılmıyor.';

/** The cart's code applies but takes nothing: a larger promotion that does not combine won. */
function outdone(cart: CartView): boolean {
  const code = cart.promotionCode;
  if (!code || code.message) return false;
  const own = cart.promotions?.find((p) => p.code === code.code);
  // Free shipping takes nothing while shipping is free: nothing was outdone.
  return own?.kind !== 'free_shipping' && !cart.discounts?.some((d) => d.code === code.code);
}

interface Props {
  cart: CartView;
  disabled?: boolean;
}

/** 'İndirim kodu' under the cart: apply one code, see why it does not apply, or remove it. */
export function PromotionCodeForm({ cart, disabled }: Props) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const inputId = useId();
  const errorId = useId();
  const applied = cart.promotionCode;

  const run = async (action: () => Promise<void>, success: string) => {
    setBusy(true);
    setError('');
    try {
      await action();
      toastSuccess(success);
      setCode('');
    } catch (e) {
      setError(errorMessage(e, 'İndirim kodu uygulanamadı. Lütfen tekrar deneyin.'));
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(() => applyPromotionCode(code), 'İndirim kodu uygulandı');
  };

  if (applied)
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 p-3 text-sm">
        <p>
          İndirim kodu: <strong data-testid="applied-code">{applied.code}</strong>
          {applied.message && (
            <span role="alert" className="block text-red-700">
              {applied.message}
            </span>
          )}
          {outdone(cart) && <span className="block text-slate-600">{OUTDONE}</span>}
        </p>
        <button
          type="button"
          disabled={busy || disabled}
          onClick={() => void run(removePromotionCode, 'İndirim kodu kaldırıldı')}
          className="min-h-11 px-2 font-medium text-red-700 hover:underline disabled:opacity-50"
        >
          Kodu Kaldır
        </button>
      </div>
    );
  return (
    <form onSubmit={submit} aria-label="İndirim kodu" className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        İndirim kodu
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="promotionCode"
          value={code}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setCode(e.target.value)}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm uppercase"
        />
        <button
          type="submit"
          disabled={busy || disabled || code.trim() === ''}
          className="min-h-11 rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-50"
        >
          Uygula
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
