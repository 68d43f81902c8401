import type { Db } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { unitPrice } from '../../shared/unit-price.ts';
import { linePrice, type PriceTier } from '../../shared/buyer-price.ts';
import type { CartOwner } from './cart-owner.ts';

/** A cart line as the catalogue prices it now: what the cart shows and the checkout charges. */
export interface CartLine {
  /** The cart line's id (the storefront changes and removes lines by it). */
  lineId: number;
  productId: number;
  variantId: number | null;
  productName: string;
  variantName: string | null;
  unit: string;
  /** What this buyer pays per unit now, at this quantity (shared/buyer-price.ts). */
  price: string;
  /** The public unit price (shared/unit-price.ts). */
  listPrice: string;
  /** The quantity break the line's quantity reached, when one gave its price. */
  tier: { minQuantity: number } | null;
  quantity: number;
  vatRate: number;
  /** The product, and its variant if the line has one, are still sold. */
  active: boolean;
  categoryName: string | null;
  /** The product's minOrderQuantity. */
  minOrder: number;
  /** The product's orderStep: quantities are its multiples. */
  orderStep: number;
  /** The accepted quote whose price this line is locked at (until its validity ends), else null. */
  quoteId: number | null;
}

/** A row of checkout_cart_lines(): the cart line, its product and variant as they are now. */
export type CartLineRow = Row<'cart_items', 'product_id' | 'variant_id' | 'quantity'> &
  Row<'products', 'unit' | 'base_price' | 'min_order_quantity' | 'vat_rate' | 'order_step'> & {
    product_name: string;
    product_active: boolean;
    variant_name: string | null;
    variant_price: string | null;
    variant_active: boolean | null;
    category_name: string | null;
    line_id: number;
    added_at: Date;
    /** The customer's price group and its percentage; null for a guest or a customer in none. */
    price_group_id: number | null;
    group_discount_percent: string | null;
    /** The group's explicit price for this product (no variant) or variant. */
    group_price: string | null;
    /** The tiers that may apply to this line (this variant or all, this group or every buyer). */
    tiers: PriceTier[];
    /** The line's quote (migration 0175), and its unit price while the line's price is locked. */
    quote_id: number | null;
    quoted_price: string | null;
  };

/**
 * SQL: the owner's cart lines, the one reader of a cart's priced lines for the cart view and
 * the checkout. The query is the database function checkout_cart_lines() (migrations 0124,
 * 0130, 0155), whose plan is kept per connection; place_pending_order() reads it again. It
 * reads the customer's price group itself, under the cart's lock at the checkout, and a
 * quoted line's locked price (migration 0175, decision 0297).
 */
export const cartLinesOf = (db: Db, owner: CartOwner) =>
  db`checkout_cart_lines(${owner.kind === 'user' ? owner.userId : null}, ${owner.kind === 'guest' ? owner.sessionId : null})`;

/** A line whose quote's price is locked pays the quoted unit price; any other, the buyer's price now. */
export const cartLine = (r: CartLineRow): CartLine => {
  const locked = r.quoted_price !== null;
  const priced = linePrice({
    listPrice: unitPrice(r.base_price, r.variant_price),
    group: r.price_group_id === null ? null : { id: r.price_group_id, discountPercent: r.group_discount_percent ?? 0 },
    explicitPrice: r.group_price,
    tiers: r.tiers,
    variantId: r.variant_id,
    quantity: r.quantity,
  });
  return {
    lineId: r.line_id,
    productId: r.product_id,
    variantId: r.variant_id,
    productName: r.product_name,
    variantName: r.variant_name,
    unit: r.unit,
    price: r.quoted_price ?? priced.price,
    listPrice: priced.listPrice,
    tier: locked ? null : priced.tier,
    quantity: r.quantity,
    vatRate: r.vat_rate,
    active: r.product_active && (r.variant_id === null || r.variant_active === true),
    categoryName: r.category_name,
    minOrder: r.min_order_quantity,
    orderStep: r.order_step,
    quoteId: locked ? r.quote_id : null,
  };
};
