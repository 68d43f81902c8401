// Without zod: the storefront's header and cart store import this on every page (JavaScript budget).
import type { CartPromotion } from '../shared/discounts.ts';
import type { DiscountView } from '../shared/totals.ts';

// The cart as the API answers it (the storefront spec's entities), shared by the cart service and the islands.
export interface CartItemView {
  id: number;
  quantity: number;
  productId: number;
  variantId: number | null;
  productName: string;
  variantName: string | null;
  /**
   * What the buyer pays per unit at this quantity (shared/buyer-price.ts): the list price (the
   * variant's price if there is a variant, else the product's basePrice), a trade buyer's group
   * price, or the quantity break the line reached, whichever is lowest.
   */
  price: string;
  /** The public unit price, only where `price` differs from it. */
  listPrice?: string;
  /** `listPrice` with KDV, beside it. */
  listPriceWithVat?: string;
  /** The quantity break that gave `price`, and the line's note saying so ('10+ adet fiyatı'). */
  tier: { minQuantity: number; label: string } | null;
  /** The product's minimum and step: the quantity control starts at the one and moves by the other. */
  minOrderQuantity: number;
  orderStep: number;
  /** `price` with KDV (shared/product-offer.ts): what a consumer sees per unit. */
  priceWithVat: string;
  /** price × quantity */
  totalPrice: string;
  /** The line with its KDV (net total plus the line's KDV, rounded once as the order does). */
  totalPriceWithVat: string;
  /** 'son 3 ürün: ödemeyi ilk tamamlayan alır' when the quantity is more than a checkout could hold (decision 0346). */
  holdNotice?: string;
  /** The product's KDV rate in percent; prices exclude it. */
  vatRate: number;
  /** Only when false: cut to length or made to order, outside the right of withdrawal (issue 49). */
  returnable?: false;
  product: { name: string; shortDescription: string | null; images: string[]; basePrice: string; unit: string };
  variant: { name: string; price: string } | null;
  /** The accepted quote whose price this line is locked at, until the quote's validity ends. */
  quote?: { id: number; number: string };
}

export interface CartView {
  items: CartItemView[];
  /** Sum of quantities. */
  totalItems: number;
  /** Sum of the line totals, without KDV. */
  totalPrice: string;
  /** Sum of the line totals with their KDV, before discounts. */
  totalPriceWithVat?: string;
  /**
   * The promotions that apply to this cart now (issue 39): the checkout island prices the order
   * with them and the chosen payment method as the server will (shared/discounts.ts).
   */
  promotions?: CartPromotion[];
  /** Each discount off these lines, and their sum; totalPrice stays the lines before them. */
  discounts?: DiscountView[];
  discountAmount?: string;
  /** The code the buyer applied and, when it does not apply now, why not. */
  promotionCode?: { code: string; message: string | null } | null;
}

export const emptyCart = (): CartView => ({ items: [], totalItems: 0, totalPrice: '0.00' });

/** The guest session id's shape ('session_' + random + time part), checked before trusting X-Session-ID. */
export const CART_SESSION_PATTERN = /^session_[a-z0-9]{6,40}_[a-z0-9]{4,16}$/;

/** The cart line's note for the quantity break it reached. */
export const tierLabel = (minQuantity: number, unit: string) => `${minQuantity}+ ${unit} fiyatı uygulandı`;
