import type { ProductView } from '#api/schemas/products.ts';
import { AddToCartButton, PurchaseFields } from '../market/PurchaseFields';
import { usePurchase } from '../market/use-purchase';

/** The product page's island: the market dialog's variant, quantity, instalments and 'Sepete Ekle'. */
export default function ProductPurchase({ product }: { product: ProductView }) {
  const purchase = usePurchase(product);
  return (
    <div className="space-y-4">
      <PurchaseFields product={product} purchase={purchase} />
      <AddToCartButton purchase={purchase} className="w-full" />
    </div>
  );
}
