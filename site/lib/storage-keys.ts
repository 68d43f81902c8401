import { CART_SESSION_PATTERN } from '#api/schemas/cart-view.ts';

// The browser storage entries the spec names (the storefront spec's client storage entries).
export const AUTH_TOKEN_KEY = 'authToken';
export const USER_ID_KEY = 'userId';
export const CART_SESSION_KEY = 'cartSessionId';
/** The products chosen to compare (site/features/compare/compare-store.ts); ours, not the spec's. */
export const COMPARE_KEY = 'compareProducts';

/** The spec's guest session id: 'session_' plus random text and a time part. */
export function newCartSessionId(): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => (b % 36).toString(36)).join('');
  return `session_${random}_${Date.now().toString(36)}`;
}

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode or storage disabled: the session lasts as long as the page.
  }
}

/** The guest cart's session id, created on first use. */
export function cartSessionId(): string {
  let id = readStorage(CART_SESSION_KEY);
  if (!id || !CART_SESSION_PATTERN.test(id)) {
    id = newCartSessionId();
    writeStorage(CART_SESSION_KEY, id);
  }
  return id;
}
