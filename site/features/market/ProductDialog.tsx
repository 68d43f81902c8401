import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { ProductView } from '#api/schemas/products.ts';
import { productPath } from '#api/shared/catalogue-paths.ts';
import { getJson } from '../../lib/api-client';
import { Dialog } from '../../components/ui/Dialog';
import { $listing, $openProductId } from './market-store';
import { ImageCarousel } from './ImageCarousel';
import { AddToCartButton, PurchaseFields } from './PurchaseFields';
import { usePurchase } from './use-purchase';
import { StockAlertSlot } from '../stock-alerts/StockAlertSlot';

/** The product detail dialog: gallery, description, price, variant and quantity, add to cart. */
export function ProductDialog() {
  const openId = useStore($openProductId);
  const listing = useStore($listing);
  const [details, setDetails] = useState<ProductView | null>(null);

  // Details bring every variant (older ones, of another product, are not shown); opening resets
  // the choice (usePurchase) and the gallery (its key).
  useEffect(() => {
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

  const product =
    (details?.id === openId ? details : null) ?? listing.data?.products.find((p) => p.id === openId) ?? null;
  const close = () => $openProductId.set(null);
  const purchase = usePurchase(product, close);

  return (
    <Dialog
      open={openId !== null && product !== null}
      onClose={close}
      title={product?.name ?? ''}
      className="max-w-3xl"
      footer={
        product && (
          <div className="flex flex-wrap items-center justify-end gap-2">
            <a
              href={productPath(product.slug)}
              className="text-brand-700 mr-auto inline-flex min-h-11 items-center text-sm font-medium underline"
            >
              Ürün sayfası
            </a>
            <button
              type="button"
              onClick={close}
              className="min-h-11 rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium"
            >
              İptal
            </button>
            <AddToCartButton purchase={purchase} />
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
            <PurchaseFields product={product} purchase={purchase} />
            <StockAlertSlot product={product} />
          </div>
        </div>
      )}
    </Dialog>
  );
}
