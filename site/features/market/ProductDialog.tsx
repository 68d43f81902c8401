import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { ProductView } from '#api/schemas/products.ts';
import { formatTRY } from '#api/shared/money.ts';
import { getJson } from '../../lib/api-client';
import { Dialog } from '../../components/ui/Dialog';
import { InstallmentTable } from '../../components/ui/InstallmentTable';
import { lineAmounts } from '#api/shared/vat.ts';
import { unitPrice } from '#api/shared/unit-price.ts';
import { $listing, $openProductId } from './market-store';
import { addToCart } from '../cart/cart-store';
import { showToast, toastError } from '../../lib/toast';
import { openCart } from '../../lib/dialogs';
import { ImageCarousel } from './ImageCarousel';
import {
  addBlock,
  addedMessage,
  availableStock,
  firstQuantity,
  isSelectable,
  ladderOf,
  priceAtQuantity,
  quantityChoices,
} from './cart-rules';
import { priceLabel } from './format';

/** The product detail dialog: gallery, description, price, variant and quantity, add to cart. */
export function ProductDialog() {
  const openId = useStore($openProductId);
  const listing = useStore($listing);
  const [details, setDetails] = useState<ProductView | null>(null);
  const [variantId, setVariantId] = useState<number | null>(null);
  // null: the order rules' first quantity (cable from 100 m on), until the shopper picks one.
  const [picked, setQuantity] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);

  // Opening resets the choice (the quantity follows it, below; the gallery resets by its key);
  // details bring every variant and the buyer's quantity breaks.
  useEffect(() => {
    setVariantId(null);
    setQuantity(null);
    setDetails(null);
    if (openId === null) return;
    let live = true;
    getJson<ProductView>(`/api/products/details/${openId}`).then(
      (p) => live && setDetails(p),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [openId]);

  const product = details ?? listing.data?.products.find((p) => p.id === openId) ?? null;
  const close = () => $openProductId.set(null);
  const variant = product?.variants.find((v) => v.id === variantId) ?? null;
  const quantity = picked ?? (product ? firstQuantity(product) : 1);
  const block = product ? addBlock(product, variant, quantity) : 'variant';
  const ladder = product ? ladderOf(product, variant) : [];
  // Instalments for what the chosen quantity costs at the buyer's price for it (the ladder's step
  // it reaches), KDV included; a product with variants waits for the choice.
  const price =
    product && (variant || product.variants.length === 0)
      ? priceAtQuantity(unitPrice(product.basePrice, variant?.price ?? null), ladder, quantity)
      : null;
  const listPrice = variant ? variant.listPrice : product?.variants.length === 0 ? product.listPrice : undefined;
  const payable = product && price ? lineAmounts({ price, quantity, vatRate: product.vatRate }) : null;

  async function add() {
    if (!product) return;
    if (block === 'variant')
      return showToast({
        title: 'Seçenek Gerekli',
        description: 'Lütfen bir ürün seçeneği seçin.',
        variant: 'destructive',
      });
    if (block === 'stock')
      return showToast({
        title: 'Stok Yetersiz',
        description: 'Seçilen miktar stok miktarından fazla.',
        variant: 'destructive',
      });
    setAdding(true);
    try {
      await addToCart({ productId: product.id, variantId: variant?.id ?? null, quantity });
      showToast(
        {
          title: 'Ürün Eklendi',
          description: addedMessage(product, variant, quantity),
          action: { label: 'Sepete Git', run: openCart },
        },
        8000,
      );
      close();
    } catch {
      toastError('Ürün sepete eklenirken bir hata oluştu.');
    } finally {
      setAdding(false);
    }
  }

  return (
    <Dialog
      open={openId !== null && product !== null}
      onClose={close}
      title={product?.name ?? ''}
      className="max-w-3xl"
      footer={
        product && (
          <div className="flex justify-end gap-2">
            <button
              type="button"
              onClick={close}
              className="min-h-11 rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium"
            >
              İptal
            </button>
            <button
              type="button"
              onClick={add}
              disabled={block !== null || adding}
              className="bg-brand-600 hover:bg-brand-700 min-h-11 rounded-lg px-4 py-2 text-sm font-semibold text-white disabled:cursor-not-allowed disabled:opacity-50"
            >
              {adding ? 'Ekleniyor...' : 'Sepete Ekle'}
            </button>
          </div>
        )
      }
    >
      {product && (
        <div className="grid gap-6 md:grid-cols-2">
          <div className="overflow-hidden rounded-lg">
            <ImageCarousel
              key={product.id}
              images={product.images}
              alt={product.name}
              lazy={false}
              sizes="(min-width: 768px) 360px, 90vw"
            />
          </div>
          <div className="space-y-4">
            {product.description && <p className="text-sm whitespace-pre-line text-slate-700">{product.description}</p>}
            <div className="rounded-lg bg-slate-50 p-4">
              <p className="text-sm text-slate-600">Fiyat</p>
              <p className="text-2xl font-bold">
                {variant ? formatTRY(variant.price) : priceLabel(product)}{' '}
                <span className="text-sm font-normal text-slate-500">/ {product.unit}</span>
              </p>
              {listPrice && (
                <p className="text-sm text-slate-500">
                  Liste fiyatı: <s>{formatTRY(listPrice)}</s>
                </p>
              )}
              {ladder.length > 0 && (
                <ul className="mt-2 text-sm text-slate-700" aria-label="Adet fiyatları">
                  {ladder.map((s) => (
                    <li key={s.minQuantity}>
                      {s.minQuantity}+ {product.unit}: {formatTRY(s.price)}
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
                <p className="mt-1 text-sm text-slate-600">
                  Stok: {variant.stockQuantity} {product.unit}
                </p>
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
                  value={variantId ?? ''}
                  onChange={(e) => {
                    setVariantId(e.target.value ? Number(e.target.value) : null);
                    setQuantity(null);
                  }}
                  className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-normal"
                >
                  <option value="">Bir seçenek seçin</option>
                  {product.variants.map((v) => (
                    <option key={v.id} value={v.id} disabled={!isSelectable(v)}>
                      {v.name} – {formatTRY(v.price)}
                      {!v.isActive ? ' (satışta değil)' : v.stockQuantity <= 0 ? ' (stokta yok)' : ''}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <label className="block text-sm font-medium">
              Miktar
              <select
                value={quantity}
                onChange={(e) => setQuantity(Number(e.target.value))}
                className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-normal"
              >
                {quantityChoices(availableStock(product, variant), product).map((n) => (
                  <option key={n} value={n}>
                    {n} {product.unit}
                  </option>
                ))}
              </select>
            </label>
            {payable && <InstallmentTable priceKurus={payable.netKurus + payable.vatKurus} />}
          </div>
        </div>
      )}
    </Dialog>
  );
}
