import type { ProductView } from '#api/schemas/products.ts';

/** At or below this many units left, a card says 'Son N ürün' (decision 0361). */
export const FEW_LEFT = 10;

/** What is left of a product: its active variants' stock together, else its own. */
export function stockLeft(product: ProductView): number {
  const active = product.variants.filter((v) => v.isActive);
  return active.length ? active.reduce((sum, v) => sum + Math.max(0, v.stockQuantity), 0) : product.stockQuantity;
}

/** A listing card's stock mark: 'Tükendi', 'Son N ürün', or nothing while plenty is left. */
export function StockBadge({ product }: { product: ProductView }) {
  const left = stockLeft(product);
  if (left > FEW_LEFT) return null;
  const soldOut = !product.inStock || left <= 0;
  return (
    <span
      data-testid="stock-badge"
      className={`absolute right-2 bottom-2 rounded-full px-2 py-0.5 text-xs font-semibold ${
        soldOut ? 'bg-slate-800 text-white' : 'bg-red-700 text-white'
      }`}
    >
      {soldOut ? 'Tükendi' : `Son ${left} ${product.unit === 'adet' ? 'ürün' : product.unit}`}
    </span>
  );
}
