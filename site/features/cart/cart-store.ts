import { atom } from 'nanostores';
import { ApiError, apiRequest, getJson } from '../../lib/api-client';
import { emptyCart, type CartView } from '#api/schemas/cart-view.ts';

export const $cart = atom<CartView | null>(null);
export const $cartLoading = atom(false);

/** GET /api/cart; a 404 is an empty cart (spec). Called after every cart change. */
export async function loadCart(): Promise<CartView> {
  $cartLoading.set(true);
  try {
    const cart = await getJson<CartView>('/api/cart').catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return emptyCart();
      throw error instanceof ApiError ? error : new Error('Failed to fetch cart');
    });
    $cart.set(cart);
    return cart;
  } finally {
    $cartLoading.set(false);
  }
}

export async function addToCart(item: { productId: number; variantId?: number | null; quantity?: number }) {
  await apiRequest('POST', '/api/cart/items', {
    productId: item.productId,
    variantId: item.variantId ?? undefined,
    quantity: item.quantity ?? 1,
  });
  await loadCart();
}

/** A quantity of zero or less removes the line (the spec's states and transitions). */
export async function setCartQuantity(itemId: number, quantity: number) {
  if (quantity <= 0) return removeCartItem(itemId);
  await apiRequest('PUT', `/api/cart/items/${itemId}`, { quantity });
  await loadCart();
}

export async function removeCartItem(itemId: number) {
  await apiRequest('DELETE', `/api/cart/items/${itemId}`);
  await loadCart();
}

export async function clearCart() {
  await apiRequest('POST', '/api/cart/clear');
  await loadCart();
}

/** POST /api/cart/promotion: the server checks the code and answers why when it does not apply. */
export async function applyPromotionCode(code: string) {
  await apiRequest('POST', '/api/cart/promotion', { code });
  await loadCart();
}

export async function removePromotionCode() {
  await apiRequest('DELETE', '/api/cart/promotion');
  await loadCart();
}
