// The product dialog's add-to-cart rules (the storefront spec's validation rules and business constants), kept pure for tests.
import type { ProductView, VariantView } from '#api/schemas/products.ts';

export const MAX_QUANTITY_CHOICE = 50;

/** Inactive variants and variants without stock cannot be chosen. */
export const isSelectable = (v: VariantView) => v.isActive && v.stockQuantity > 0;

/** The stock that limits the quantity: the chosen variant's, a variant-less product's, else unknown. */
export function availableStock(product: ProductView, variant: VariantView | null): number | null {
  if (variant) return variant.stockQuantity;
  return product.variants.length === 0 ? product.stockQuantity : null;
}

/** 1 up to the available stock, capped at 50; 50 when the stock is unknown; at least 1. */
export function quantityChoices(stock: number | null): number[] {
  const top = Math.max(1, Math.min(stock ?? MAX_QUANTITY_CHOICE, MAX_QUANTITY_CHOICE));
  return Array.from({ length: top }, (_, i) => i + 1);
}

/** Why adding is not possible now: a variant must be chosen, or the stock is short; null when it is. */
export function addBlock(
  product: ProductView,
  variant: VariantView | null,
  quantity: number,
): 'variant' | 'stock' | null {
  if (product.variants.length > 0) {
    if (!variant) return 'variant';
    return variant.stockQuantity <= 0 || quantity > variant.stockQuantity ? 'stock' : null;
  }
  return product.stockQuantity < quantity ? 'stock' : null;
}

/** 'name - variant (quantity unit) sepete eklendi.' */
export function addedMessage(product: ProductView, variant: VariantView | null, quantity: number): string {
  const name = variant ? `${product.name} - ${variant.name}` : product.name;
  return `${name} (${quantity} ${product.unit}) sepete eklendi.`;
}
