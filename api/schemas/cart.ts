import { z } from 'zod';
import { idSchema } from './ids.ts';
import './zod-turkish.ts';
import { PRODUCT_NOT_FOUND } from './messages.ts';

export * from './cart-view.ts';

// Request bodies (the storefront spec's entities). Only whole, positive quantities; the server checks stock.

/** The most of one line a single order may hold; a shop-wide cap against hoarding by typo or script. */
export const MAX_LINE_QUANTITY = 9_999;

export const CART_MESSAGES = {
  productInvalid: 'Geçersiz ürün',
  variantInvalid: 'Geçersiz ürün seçeneği',
  quantityInvalid: 'Adet 1 veya daha büyük bir tam sayı olmalıdır',
  quantityTooLarge: `Bir üründen en fazla ${MAX_LINE_QUANTITY.toLocaleString('tr-TR')} adet sipariş verilebilir`,
  outOfStock: 'Stok Yetersiz',
  variantRequired: 'Lütfen bir ürün seçeneği seçin.',
  productNotFound: PRODUCT_NOT_FOUND,
  productUnavailable: 'Bu ürün şu anda satışta değil',
  variantUnavailable: 'Bu ürün seçeneği şu anda satışta değil',
  itemNotFound: 'Sepet ürünü bulunamadı',
  belowMinimum: (min: number, unit: string) => `Bu üründen en az ${min} ${unit} sipariş verilebilir`,
  notAStep: (step: number, unit: string) => `Bu ürün ${step} ${unit} ve katları olarak sipariş verilebilir`,
} as const;

const id = idSchema;
const quantity = z
  .int(CART_MESSAGES.quantityInvalid)
  .min(1, CART_MESSAGES.quantityInvalid)
  .max(MAX_LINE_QUANTITY, CART_MESSAGES.quantityTooLarge);

export const addCartItemSchema = z.object({
  productId: id(CART_MESSAGES.productInvalid),
  variantId: id(CART_MESSAGES.variantInvalid)
    .nullish()
    .transform((v) => v ?? null),
  quantity: quantity.default(1),
});
export type AddCartItemInput = z.infer<typeof addCartItemSchema>;

export const updateCartItemSchema = z.object({ quantity });
