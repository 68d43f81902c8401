import type { ProductView } from '#api/schemas/products.ts';
import { InstallmentTable } from '../../components/ui/InstallmentTable';
import { AddToList } from '../lists/AddToList';
import { isSelectable } from './cart-rules';
import { QuantityField } from './QuantityField';
import { basisLabel, pick, shownPrice, usePriceBasis } from '../pricing/price-basis';
import { priceLabel } from './format';
import { BeforePrice } from './BeforePrice';
import type { Purchase } from './use-purchase';
import { HoldNotice } from './HoldNotice';
import { holdNotice } from '#api/shared/hold-notice.ts';

const field = 'mt-1 min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-normal';

/** Price panel, variant and quantity, instalments: the product dialog's and the product page's. */
export function PurchaseFields({ product, purchase }: { product: ProductView; purchase: Purchase }) {
  const { variant, quantity } = purchase;
  const basis = usePriceBasis();
  // The chosen variant's price on the shown basis; before a choice the product's price or range.
  return (
    <div className="space-y-4">
      <div className="rounded-lg bg-slate-50 p-4">
        <p className="text-sm text-slate-600">Fiyat ({basisLabel(basis)})</p>
        <p className="text-2xl font-bold" data-testid="purchase-price">
          {variant ? shownPrice(basis, variant) : priceLabel(product, basis)}{' '}
          <span className="text-sm font-normal text-slate-500">/ {product.unit}</span>
        </p>
        <BeforePrice price={purchase.compareAtPrice && pick(basis, purchase.compareAtPrice)} className="block" />
        {purchase.listPrice && (
          <p className="text-sm text-slate-500">
            Liste fiyatı: <s>{shownPrice(basis, purchase.listPrice)}</s>
          </p>
        )}
        {purchase.ladder.length > 0 && (
          <ul className="mt-2 text-sm text-slate-700" aria-label="Adet fiyatları">
            {purchase.ladder.map((s) => (
              <li key={s.minQuantity}>
                {s.minQuantity}+ {product.unit}: {shownPrice(basis, s)}
              </li>
            ))}
          </ul>
        )}
        {product.orderStep > 1 && (
          <p className="mt-1 text-sm text-slate-600">
            {product.orderStep} {product.unit} ve katları olarak satılır
          </p>
        )}
        {variant && (
          <>
            {/* The other basis beside it, for a trade buyer comparing with an invoice. */}
            {basis === 'net' && (
              <p className="mt-1 text-sm text-slate-600">KDV dahil: {shownPrice('gross', variant)}</p>
            )}
            <p className="mt-1 text-sm text-slate-600">
              Stok: {variant.stockQuantity} {product.unit}
            </p>
          </>
        )}
        {!variant && product.variants.length === 0 && (
          <p className="mt-1 text-sm text-slate-600">
            {product.stockQuantity > 0 ? `Stok: ${product.stockQuantity} ${product.unit}` : 'Stokta yok'}
          </p>
        )}
      </div>
      {product.variants.length > 0 && (
        <label className="block text-sm font-medium">
          Seçenek
          <select
            value={variant?.id ?? ''}
            onChange={(e) => purchase.chooseVariant(e.target.value ? Number(e.target.value) : null)}
            className={field}
          >
            <option value="">Bir seçenek seçin</option>
            {product.variants.map((v) => (
              <option key={v.id} value={v.id} disabled={!isSelectable(v)}>
                {v.name} – {shownPrice(basis, v)}
                {!v.isActive ? ' (satışta değil)' : v.stockQuantity <= 0 ? ' (stokta yok)' : ''}
              </option>
            ))}
          </select>
        </label>
      )}
      <QuantityField key={`${product.id}:${variant?.id ?? ''}`} product={product} purchase={purchase} />
      <HoldNotice text={holdNoticeOf(product, purchase)} />
      {purchase.payableKurus !== null && <InstallmentTable priceKurus={purchase.payableKurus} />}
      <AddToList
        productId={product.id}
        variantId={purchase.variant?.id ?? null}
        quantity={quantity}
        needsVariant={product.variants.length > 0 && !purchase.variant}
      />
    </div>
  );
}

/** The first-payer notice for the chosen quantity, once the product's details say what can be held. */
function holdNoticeOf(product: ProductView, { variant, quantity }: Purchase): string | null {
  const shelf = variant ?? (product.variants.length === 0 ? product : null);
  return shelf?.holdable === undefined ? null : holdNotice(shelf.stockQuantity, shelf.holdable, quantity);
}

/**
 * 'Sepete Ekle'. While a variant is missing, the stock is short or the quantity is wrong it looks
 * unavailable but still answers a tap with what is missing (use-purchase.ts); disabled only while
 * the line is on its way.
 */
export function AddToCartButton({ purchase, className = '' }: { purchase: Purchase; className?: string }) {
  return (
    <button
      type="button"
      onClick={purchase.add}
      disabled={purchase.adding}
      aria-disabled={purchase.block !== null || undefined}
      className={`bg-brand-600 hover:bg-brand-700 min-h-11 rounded-lg px-4 py-2 text-sm font-semibold text-white disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:opacity-60 ${className}`}
    >
      {purchase.adding ? 'Ekleniyor...' : 'Sepete Ekle'}
    </button>
  );
}
