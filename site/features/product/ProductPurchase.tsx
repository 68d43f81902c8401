import { startTransition, useEffect, useState } from 'react';
import type { ProductView } from '#api/schemas/products.ts';
import { getJson } from '../../lib/api-client';
import { AddToCartButton, PurchaseFields } from '../market/PurchaseFields';
import { usePurchase } from '../market/use-purchase';
import { StockAlertSlot } from '../stock-alerts/StockAlertSlot';
import { CompareToggle } from '../compare/CompareToggle';

/**
 * The product page's island: the market dialog's variant, quantity, instalments and 'Sepete Ekle'.
 * The page is rendered once for everyone with the public prices; once hydrated, the island asks
 * the same details the dialog asks, so a trade buyer sees their group's prices and quantity breaks.
 */
export default function ProductPurchase({ product }: { product: ProductView }) {
  const [buyerView, setBuyerView] = useState<ProductView | null>(null);
  useEffect(() => {
    let live = true;
    getJson<ProductView>(`/api/products/details/${product.id}`).then(
      // In a transition: the re-render with the buyer's prices is sliced, not one long task.
      (p) => live && startTransition(() => setBuyerView(p)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [product.id]);
  const shown = buyerView ?? product;
  const purchase = usePurchase(shown);
  return (
    <div className="space-y-4">
      <PurchaseFields product={shown} purchase={purchase} />
      <AddToCartButton purchase={purchase} className="w-full" />
      <StockAlertSlot product={shown} />
      <CompareToggle product={product} />
    </div>
  );
}
