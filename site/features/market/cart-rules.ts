// The product dialog's add-to-cart rules (the storefront spec's validation rules and business constants), kept pure for tests.
import type { PriceStepView, ProductView, VariantView } from '#api/schemas/products.ts';
import { toKurus } from '#api/shared/money.ts';

export const MAX_QUANTITY_CHOICE = 50;

/** Inactive variants and variants without stock cannot be chosen. */
export const isSelectable = (v: VariantView) => v.isActive && v.stockQuantity > 0;

/** The stock that limits the quantity: the chosen variant's, a variant-less product's, else unknown. */
export function availableStock(product: ProductView, variant: VariantView | null): number | null {
  if (variant) return variant.stockQuantity;
  return product.variants.length === 0 ? product.stockQuantity : null;
}

/** The product's order rules: the least quantity and the step quantities move by (decision 0284). */
export interface OrderRules {
  minOrderQuantity: number;
  orderStep: number;
}

/** The first quantity the rules allow: the minimum, rounded up to a multiple of the step. */
export const firstQuantity = ({ minOrderQuantity, orderStep }: OrderRules) =>
  Math.ceil(Math.max(1, minOrderQuantity) / Math.max(1, orderStep)) * Math.max(1, orderStep);

/**
 * The quantities to choose from: from the first allowed one, by the step, up to the available
 * stock; at most 50 choices (50 when the stock is unknown); at least the first.
 */
export function quantityChoices(
  stock: number | null,
  rules: OrderRules = { minOrderQuantity: 1, orderStep: 1 },
): number[] {
  const first = firstQuantity(rules);
  const step = Math.max(1, rules.orderStep);
  const fit = stock === null ? MAX_QUANTITY_CHOICE : Math.floor((stock - first) / step) + 1;
  const count = Math.max(1, Math.min(fit, MAX_QUANTITY_CHOICE));
  return Array.from({ length: count }, (_, i) => first + i * step);
}

/** The steps of a buyer's ladder for the chosen variant (or the product without variants). */
export const ladderOf = (product: ProductView, variant: VariantView | null): PriceStepView[] =>
  (product.priceSteps ?? []).filter((s) => s.variantId === (variant?.id ?? null));

/** The unit price at a quantity: the lowest ladder step it reaches, else the unit price. */
export function priceAtQuantity(unitPrice: string, ladder: PriceStepView[], quantity: number): string {
  return ladder
    .filter((s) => quantity >= s.minQuantity)
    .reduce((low, s) => (toKurus(s.price) < toKurus(low) ? s.price : low), unitPrice);
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

/**
 * Why a typed quantity cannot be added (issue 46), or null: a whole number from the first allowed
 * quantity, a multiple of the step, within the stock when it is known.
 */
export function typedQuantityError(
  quantity: number,
  stock: number | null,
  rules: OrderRules,
  unit: string,
): string | null {
  const first = firstQuantity(rules);
  const step = Math.max(1, rules.orderStep);
  const n = (v: number) => v.toLocaleString('tr-TR');
  if (!Number.isInteger(quantity) || quantity < first) return `En az ${n(first)} ${unit} sipariş verilebilir.`;
  if (quantity % step !== 0) return `Miktar ${n(step)} ${unit} ve katları olmalıdır.`;
  if (stock !== null && quantity > stock) return `Stokta ${n(stock)} ${unit} var; en fazla bu kadar eklenebilir.`;
  return null;
}
