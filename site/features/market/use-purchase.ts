import { useEffect, useRef, useState } from 'react';
import type { ProductView } from '#api/schemas/products.ts';
import { lineAmounts } from '#api/shared/vat.ts';
import { unitPrice } from '#api/shared/unit-price.ts';
import { addToCart } from '../cart/cart-store';
import type { TwoPrices } from '../pricing/price-basis';
import { showToast, toastError } from '../../lib/toast';
import { openCart } from '../../lib/dialogs';
import { addBlock, addedMessage, firstQuantity, ladderOf, priceAtQuantity } from './cart-rules';

/**
 * A shopper's choice of one product: variant, quantity and adding to the cart. The product
 * dialog of the market and the product's own page hold it the same way (PurchaseFields,
 * AddToCartButton).
 */
export function usePurchase(product: ProductView | null, onAdded?: () => void) {
  const [variantId, setVariantId] = useState<number | null>(null);
  // null: the order rules' first quantity (cable from 100 m on), until the shopper picks one.
  const [picked, setQuantity] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  // A typed quantity outside the order rules (cart-rules.ts typedQuantityError), until corrected.
  const [quantityError, setQuantityError] = useState<string | null>(null);
  // Another product (the dialog opened anew) starts without a choice, during the render itself.
  const [shownId, setShownId] = useState(product?.id ?? null);
  if ((product?.id ?? null) !== shownId) {
    setShownId(product?.id ?? null);
    setVariantId(null);
    setQuantity(null);
    setQuantityError(null);
  }
  // Which showing of a product this is: the dialog closed, or opened again, while the cart answered
  // is another showing, which the late answer's onAdded (closing the dialog) must leave alone.
  const showing = useRef(0);
  useEffect(() => {
    showing.current += 1;
  }, [product?.id]);
  const variant = product?.variants.find((v) => v.id === variantId) ?? null;
  const quantity = picked ?? (product ? firstQuantity(product) : 1);
  const block = !product ? 'variant' : quantityError ? 'quantity' : addBlock(product, variant, quantity);
  // The buyer's quantity breaks for the chosen variant (or the product without variants).
  const ladder = product ? ladderOf(product, variant) : [];
  // Instalments for what the chosen quantity costs at the buyer's price for it (the ladder's step
  // it reaches), KDV included; a product with variants waits for the choice.
  const price =
    product && (variant || product.variants.length === 0)
      ? priceAtQuantity(unitPrice(product.basePrice, variant?.price ?? null), ladder, quantity)
      : null;
  // The public price, where a trade buyer's differs from it.
  const listed = variant ?? (product?.variants.length === 0 ? product : null);
  const listPrice: TwoPrices | undefined = listed?.listPrice
    ? { price: listed.listPrice, priceWithVat: listed.listPriceWithVat }
    : undefined;
  // A running sale's 'before' price: the chosen variant's, else the product's (its cheapest's).
  const before = variant ?? product;
  const compareAtPrice: TwoPrices | null = before?.compareAtPrice
    ? { price: before.compareAtPrice, priceWithVat: before.compareAtPriceWithVat ?? undefined }
    : null;
  const payable = product && price ? lineAmounts({ price, quantity, vatRate: product.vatRate }) : null;

  function chooseVariant(id: number | null) {
    setVariantId(id);
    setQuantity(null);
    setQuantityError(null);
  }

  async function add() {
    if (!product) return;
    if (block === 'variant')
      return showToast({
        title: 'Seçenek Gerekli',
        description: 'Lütfen bir ürün seçeneği seçin.',
        variant: 'destructive',
      });
    if (block === 'quantity')
      return showToast({ title: 'Miktar Geçersiz', description: quantityError!, variant: 'destructive' });
    if (block === 'stock')
      return showToast({
        title: 'Stok Yetersiz',
        description: 'Seçilen miktar stok miktarından fazla.',
        variant: 'destructive',
      });
    setAdding(true);
    const addedIn = showing.current;
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
      if (showing.current === addedIn) onAdded?.();
    } catch {
      toastError('Ürün sepete eklenirken bir hata oluştu.');
    } finally {
      setAdding(false);
    }
  }

  return {
    product,
    variant,
    chooseVariant,
    quantity,
    setQuantity,
    quantityError,
    setQuantityError,
    ladder,
    listPrice,
    compareAtPrice,
    block,
    adding,
    add,
    payableKurus: payable ? payable.netKurus + payable.vatKurus : null,
  };
}

export type Purchase = ReturnType<typeof usePurchase>;
