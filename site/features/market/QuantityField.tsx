import { useId, useState } from 'react';
import type { ProductView } from '#api/schemas/products.ts';
import { availableStock, quantityChoices, typedQuantityError } from './cart-rules';
import type { Purchase } from './use-purchase';

const field = 'mt-1 min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-normal';
const TYPED = 'typed';

/**
 * 'Miktar': the spec's select of the first 50 allowed quantities, and, where the stock allows more
 * (4,200 m of a cable), 'Başka miktar yaz' for a typed one within the minimum, step and stock,
 * with its unit beside it (issue 46).
 */
export function QuantityField({ product, purchase }: { product: ProductView; purchase: Purchase }) {
  const stock = availableStock(product, purchase.variant);
  const choices = quantityChoices(stock, product);
  const last = choices[choices.length - 1]!;
  const more = stock === null || stock >= last + Math.max(1, product.orderStep);
  const [typing, setTyping] = useState(false);
  const [text, setText] = useState('');
  const typedId = useId();
  const errorId = useId();
  const typed = typing || !choices.includes(purchase.quantity);

  function type(value: string) {
    setText(value);
    const quantity = Number(value.replace(/\./g, ''));
    const error = typedQuantityError(quantity, stock, product, product.unit);
    purchase.setQuantityError(error);
    if (!error) purchase.setQuantity(quantity);
  }

  return (
    <div className="space-y-2">
      <label className="block text-sm font-medium">
        Miktar
        <select
          value={typed ? TYPED : purchase.quantity}
          onChange={(e) => {
            if (e.target.value === TYPED) {
              setTyping(true);
              setText(String(purchase.quantity));
              return;
            }
            setTyping(false);
            purchase.setQuantityError(null);
            purchase.setQuantity(Number(e.target.value));
          }}
          className={field}
        >
          {choices.map((n) => (
            <option key={n} value={n}>
              {n} {product.unit}
            </option>
          ))}
          {(more || typed) && <option value={TYPED}>Başka miktar yaz…</option>}
        </select>
      </label>
      {typed && (
        <div>
          <label htmlFor={typedId} className="block text-sm font-medium">
            Miktar ({product.unit})
          </label>
          <div className="mt-1 flex items-center gap-2">
            <input
              id={typedId}
              type="number"
              inputMode="numeric"
              min={choices[0]}
              step={Math.max(1, product.orderStep)}
              max={stock ?? undefined}
              value={text}
              onChange={(e) => type(e.target.value)}
              aria-invalid={purchase.quantityError ? true : undefined}
              aria-describedby={errorId}
              className="min-h-11 w-40 rounded-lg border border-slate-300 bg-white px-3 py-2"
            />
            <span className="text-sm text-slate-700">{product.unit}</span>
          </div>
          <p id={errorId} role={purchase.quantityError ? 'alert' : undefined} className="mt-1 text-sm text-red-700">
            {purchase.quantityError ?? ''}
          </p>
        </div>
      )}
    </div>
  );
}
