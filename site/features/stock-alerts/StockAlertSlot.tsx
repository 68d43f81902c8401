import type { ProductView } from '#api/schemas/products.ts';
import { isAvailable } from '#api/shared/product-offer.ts';
import { StockAlertForm, waitableVariants } from './StockAlertForm';

/**
 * Where 'Gelince haber ver' belongs (issue 46): after 'Sepete Ekle', and only where something is
 * out of stock. A product with nothing to sell shows the form; one with some variants sold out
 * folds it under a line naming them, so an in-stock choice is not crowded by it.
 */
export function StockAlertSlot({ product }: { product: ProductView }) {
  const waitable = waitableVariants(product);
  if (!waitable) return null;
  if (!isAvailable(product)) return <StockAlertForm product={product} />;
  return (
    <details className="rounded-lg border border-slate-200 text-sm">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium">
        Tükenen seçenekler ({waitable.map((v) => v.name).join(', ')}) için gelince haber alın
      </summary>
      <div className="px-3 pb-3">
        <StockAlertForm product={product} />
      </div>
    </details>
  );
}
