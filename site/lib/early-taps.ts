// Taps on the header's controls and the market's cards made before their island hydrated. The
// inline script of SiteHeader.astro records them (elements marked data-early-tap) instead of
// letting them fall on dead server-rendered buttons; each island replays its own once it runs.
export type EarlyTap = 'cart' | 'account' | 'menu';

/** A card's 'Seçenekleri Gör' (ProductCard.tsx): the tap names the product. */
export const productTap = (productId: number) => `product:${productId}`;

declare global {
  interface Window {
    __earlyTaps?: string[];
  }
}

/** Removes and answers the queued taps of the given kinds, oldest first. */
export function takeEarlyTaps(kinds: EarlyTap[]): EarlyTap[] {
  const queue = window.__earlyTaps ?? [];
  const mine = queue.filter((t): t is EarlyTap => (kinds as string[]).includes(t));
  window.__earlyTaps = queue.filter((t) => !(kinds as string[]).includes(t));
  return mine;
}

/** The product of the last card tapped before the market hydrated (taking every such tap), or null. */
export function takeEarlyProductTap(): number | null {
  const queue = window.__earlyTaps ?? [];
  const products = queue.filter((t) => t.startsWith('product:'));
  window.__earlyTaps = queue.filter((t) => !t.startsWith('product:'));
  const id = Number(products.at(-1)?.slice('product:'.length));
  return Number.isInteger(id) && id > 0 ? id : null;
}
