import { useState } from 'react';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { goToPayment } from '../checkout/checkout-store';
import type { CardCheckoutAnswer } from '#api/schemas/checkout.ts';

const START_FAILED = 'Ödeme başlatılamadı. Lütfen tekrar deneyin.';

/**
 * 'Ödemeye devam et' (decision 0347): a fresh payment form for the same unpaid order,
 * opened like the checkout's; the server's Turkish reason when it can no longer be paid.
 */
export function ResumePayment({ orderNumber, className = '' }: { orderNumber: string; className?: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const resume = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await apiRequest('POST', `/api/orders/${encodeURIComponent(orderNumber)}/payment`);
      goToPayment((await res.json()) as CardCheckoutAnswer);
    } catch (e) {
      setError(errorMessage(e, START_FAILED));
      setBusy(false);
    }
  };
  return (
    <div className={`print:hidden ${className}`}>
      <button
        type="button"
        onClick={() => void resume()}
        disabled={busy}
        aria-describedby={error ? `resume-error-${orderNumber}` : undefined}
        className="bg-brand-700 hover:bg-brand-800 min-h-11 rounded-lg px-5 py-2.5 font-semibold text-white disabled:opacity-60"
      >
        {busy ? 'Ödeme sayfası açılıyor...' : 'Ödemeye devam et'}
      </button>
      {error && (
        <p id={`resume-error-${orderNumber}`} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
