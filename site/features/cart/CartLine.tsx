import type { CartItemView } from '#api/schemas/cart.ts';
import { lineName } from '#api/shared/line-name.ts';
import { LineIcon } from '../../components/ui/LineIcon.tsx';
import { basisLabel, shownPrice, usePriceBasis } from '../pricing/price-basis';
import { HoldNotice } from '../market/HoldNotice.tsx';

interface Props {
  item: CartItemView;
  disabled: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One cart line: picture, names, unit price (its quantity break or quote named), quantity stepper by the order step, line total and remove. */
export function CartLine({ item, disabled, onQuantity, onRemove }: Props) {
  const image = item.product.images[0];
  const name = lineName(item);
  // A quote's line keeps its quoted quantity while the price is locked (decision 0297).
  const locked = item.quote !== undefined;
  const basis = usePriceBasis();
  const listPrice = item.listPrice && shownPrice(basis, { price: item.listPrice, priceWithVat: item.listPriceWithVat });
  const step =
    'flex h-11 w-11 items-center justify-center rounded-md border border-slate-300 text-lg leading-none hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <li className="flex gap-3 py-3" aria-label={name}>
      {image ? (
        <img
          src={image}
          alt=""
          className="h-16 w-16 shrink-0 rounded-lg border border-slate-200 object-cover"
          loading="lazy"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex h-16 w-16 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-400"
        >
          <svg viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M13 2 4 14h7l-1 8 9-12h-7z" />
          </svg>
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold text-slate-900">{item.productName}</p>
        {item.product.shortDescription && (
          <p className="line-clamp-1 text-xs text-slate-500">{item.product.shortDescription}</p>
        )}
        {item.variantName && <p className="text-sm text-slate-600">Seçenek: {item.variantName}</p>}
        <p className="text-sm text-slate-600">
          {shownPrice(basis, item)} / {item.product.unit}, {basisLabel(basis)}
          {listPrice && (
            <>
              {' '}
              <s className="text-slate-400" aria-label={`Liste fiyatı ${listPrice}`}>
                {listPrice}
              </s>
            </>
          )}
        </p>
        {item.tier && <p className="text-xs font-medium text-emerald-700">{item.tier.label}</p>}
        {item.quote && (
          <p className="text-xs font-medium text-emerald-700">Teklif fiyatı ({item.quote.number}); miktar sabit</p>
        )}
        <HoldNotice text={item.holdNotice} className="text-xs" />
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <button
              type="button"
              className={step}
              disabled={disabled || locked || item.quantity - item.orderStep < item.minOrderQuantity}
              onClick={() => onQuantity(item.quantity - item.orderStep)}
              aria-label={`Azalt: ${name}`}
            >
              −
            </button>
            <output className="min-w-8 text-center font-medium" aria-label="Adet">
              {item.quantity}
            </output>
            <button
              type="button"
              className={step}
              disabled={disabled || locked}
              onClick={() => onQuantity(item.quantity + item.orderStep)}
              aria-label={`Artır: ${name}`}
            >
              +
            </button>
          </div>
          <div className="flex items-center gap-3">
            <span className="font-bold text-slate-900" data-testid="cart-line-total">
              {shownPrice(basis, { price: item.totalPrice, priceWithVat: item.totalPriceWithVat })}
            </span>
            <button
              type="button"
              disabled={disabled}
              onClick={onRemove}
              aria-label={`Sepetten çıkar: ${name}`}
              className="flex h-11 w-11 items-center justify-center rounded-md text-red-700 hover:bg-red-50 disabled:opacity-50"
            >
              <LineIcon className="h-5 w-5">
                <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
              </LineIcon>
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}
