import { useEffect, useState } from 'react';
import type { QuickAddResult } from '#api/schemas/quick-order.ts';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { openCart } from '../../lib/dialogs';
import { primaryButton } from '../../components/ui/buttons.tsx';
import { loadCart } from '../cart/cart-store';
import { StatusNote } from '../../components/ui/StatusNote';

/**
 * /sepet/geri-yukle?token=…: a cart reminder's link. The reminded lines go into this browser's
 * cart (a guest's here, or the signed-in customer's), then the cart opens. Stock and order rules
 * apply as to any add; what could not be added is listed with its reason.
 */
export default function RestoreCartPage() {
  const [answer, setAnswer] = useState<{ ok: boolean; text: string; errors: QuickAddResult['errors'] } | null>(null);
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    apiRequest('POST', '/api/cart/restore', { token })
      .then(async (res) => {
        const result = (await res.json()) as QuickAddResult & { message: string };
        await loadCart();
        setAnswer({ ok: true, text: result.message, errors: result.errors });
        openCart();
      })
      .catch((error: unknown) =>
        setAnswer({ ok: false, text: errorMessage(error, 'Sepetiniz geri getirilemedi.'), errors: [] }),
      );
  }, []);

  if (!answer)
    return (
      <p role="status" className="text-slate-600">
        Sepetiniz geri getiriliyor...
      </p>
    );
  return (
    <div className="space-y-4">
      <StatusNote note={answer} look="box" />
      {answer.errors.length > 0 && (
        <ul className="list-disc pl-5 text-sm text-slate-700" aria-label="Eklenemeyen ürünler">
          {answer.errors.map((e) => (
            <li key={e.line}>
              {e.sku}: {e.message}
            </li>
          ))}
        </ul>
      )}
      <a href="/checkout" className={`${primaryButton} inline-flex min-h-11 items-center px-5 py-2.5`}>
        Siparişi Tamamla
      </a>
    </div>
  );
}
