import { z } from 'zod';

// The cart as the API answers it (the storefront spec's entities), shared by the cart service and the islands.
export interface CartItemView {
  id: number;
  quantity: number;
  productId: number;
  variantId: number | null;
  productName: string;
  variantName: string | null;
  /** Unit price: the variant's price if there is a variant, else the product's basePrice. */
  price: string;
  /** price × quantity */
  totalPrice: string;
  /** The product's KDV rate in percent; prices exclude it. */
  vatRate: number;
  product: { name: string; shortDescription: string | null; images: string[]; basePrice: string; unit: string };
  variant: { name: string; price: string } | null;
}

export interface CartView {
  items: CartItemView[];
  /** Sum of quantities. */
  totalItems: number;
  /** Sum of the line totals, without KDV. */
  totalPrice: string;
}

export const emptyCart = (): CartView => ({ items: [], totalItems: 0, totalPrice: '0.00' });

/** The guest session id's shape ('session_' + random + time part), checked before trusting X-Session-ID. */
export const CART_SESSION_PATTERN = /^session_[a-z0-9]{6,40}_[a-z0-9]{4,16}$/;

// Request bodies (the storefront spec's entities). Only whole, positive quantities; the server checks stock.

export const CART_MESSAGES = {
  productInvalid: 'Geçersiz ürün',
  variantInvalid: 'Geçersiz ürün seçeneği',
  quantityInvalid: 'Adet 1 veya daha büyük bir tam sayı olmalıdır',
  quantityTooLarge: 'Stok Yetersiz',
  outOfStock: 'Stok Yetersiz',
  variantRequired: 'Lütfen bir ürün seçeneği seçin.',
  productNotFound: 'Ürün bulunamadı',
  productUnavailable: 'Bu ürün şu anda satışta değil',
  variantUnavailable: 'Bu ürün seçeneği şu anda satışta değil',
  itemNotFound: 'Sepet ürünü bulunamadı',
} as const;

/** Far above any stock; keeps arithmetic inside the integer column. */
export const MAX_LINE_QUANTITY = 1_000_000;

const id = (message: string) => z.int(message).min(1, message).max(2_147_483_647, message);
const quantity = z.int(CART_MESSAGES.quantityInvalid).min(1, CART_MESSAGES.quantityInvalid).max(MAX_LINE_QUANTITY, CART_MESSAGES.quantityTooLarge);

export const addCartItemSchema = z.object({
  productId: id(CART_MESSAGES.productInvalid),
  variantId: id(CART_MESSAGES.variantInvalid).nullish().transform((v) => v ?? null),
  quantity: quantity.default(1),
});
export type AddCartItemInput = z.infer<typeof addCartItemSchema>;

export const updateCartItemSchema = z.object({ quantity });
