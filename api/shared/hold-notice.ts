// Decision 0259 holds at most a third of a shelf for unpaid orders; what a checkout asks
// beyond its hold goes to whoever pays first. Issue 45 tells the buyer so before checkout
// (decision 0346). The arithmetic is place_pending_order()'s: the shelf is what is sellable
// plus what unpaid orders hold.

/**
 * Unpaid orders together hold at most 1/HOLD_SHARE_DIVISOR of a product's (or variant's)
 * shelf, rounded down; what an order asks beyond its hold is taken when it is paid, first to
 * pay first served (decision 0259). So visitors who never pay, however many sessions,
 * e-mails or addresses they use, leave at least two thirds of the shelf to those who pay.
 */
export const HOLD_SHARE_DIVISOR = 3;

/** Units a new checkout could hold now of a shelf with `available` units for sale and `held` held by unpaid orders. */
export function holdableUnits(available: number, held: number): number {
  return Math.max(0, Math.min(available, Math.floor((available + held) / HOLD_SHARE_DIVISOR) - held));
}

/** 'son 3 ürün: ödemeyi ilk tamamlayan alır' when `wanted` is more than a checkout could hold of what is left. */
export function holdNotice(available: number, holdable: number, wanted: number): string | null {
  if (wanted <= holdable || wanted > available || available <= 0) return null;
  return `son ${available.toLocaleString('tr-TR')} ürün: ödemeyi ilk tamamlayan alır`;
}
