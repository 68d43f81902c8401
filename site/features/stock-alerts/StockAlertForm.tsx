import { useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { ProductView } from '#api/schemas/products.ts';
import type { StockAlertAnswer } from '#api/features/stock-alerts/schemas.ts';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { $user } from '../account/auth-store';
import { StatusNote, type Note } from '../../components/ui/StatusNote';
import { SubmitButton } from '../../components/ui/buttons.tsx';

const field = 'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm';

/** What can be waited for: a product without variants out of stock, or its active variants out of stock. */
export function waitableVariants(product: ProductView): ProductView['variants'] | null {
  if (product.variants.length === 0) return product.stockQuantity <= 0 ? [] : null;
  const out = product.variants.filter((v) => v.isActive && v.stockQuantity <= 0);
  return out.length > 0 ? out : null;
}

/**
 * 'Gelince haber ver' under the purchase fields: an address (the customer's own, filled in) and,
 * for a product with variants, which one. Out-of-stock variants cannot be chosen for the cart
 * (the spec), so they have their own list here.
 */
export function StockAlertForm({ product }: { product: ProductView }) {
  const user = useStore($user);
  const variants = waitableVariants(product);
  const [email, setEmail] = useState<string | null>(null);
  const [variantId, setVariantId] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  const emailId = useId();
  const variantFieldId = useId();
  if (!variants) return null;
  const shownEmail = email ?? user?.email ?? '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setNote(null);
    try {
      const res = await apiRequest('POST', '/api/stock-alerts', {
        productId: product.id,
        variantId: variants!.length > 0 && variantId ? Number(variantId) : null,
        email: shownEmail,
      });
      setNote({ ok: true, text: ((await res.json()) as StockAlertAnswer).message });
    } catch (error) {
      setNote({ ok: false, text: errorMessage(error, 'Talebiniz alınamadı. Lütfen tekrar deneyin.') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Gelince haber ver"
      className="rounded-lg border border-slate-200 p-3"
    >
      <p className="text-sm font-semibold">Gelince haber ver</p>
      <p className="mb-2 text-sm text-slate-600">Stoğa girdiğinde size bir kez e-posta gönderelim.</p>
      <div className="space-y-2">
        {variants.length > 0 && (
          <div>
            <label htmlFor={variantFieldId} className="text-sm font-medium">
              Hangisini bekliyorsunuz?
            </label>
            <select
              id={variantFieldId}
              value={variantId}
              onChange={(e) => setVariantId(e.target.value)}
              className={field}
            >
              <option value="">Bir seçenek seçin</option>
              {variants.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label htmlFor={emailId} className="text-sm font-medium">
            E-posta adresiniz
          </label>
          <input
            id={emailId}
            type="email"
            autoComplete="email"
            value={shownEmail}
            onChange={(e) => setEmail(e.target.value)}
            className={field}
          />
        </div>
        <SubmitButton
          busy={busy}
          pending="Gönderiliyor..."
          className="min-h-11 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50 disabled:opacity-60"
        >
          Gelince haber ver
        </SubmitButton>
      </div>
      <StatusNote note={note} />
    </form>
  );
}
