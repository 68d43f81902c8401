// A buyer's unpaid orders wait for their payment until it comes or lapses: the order's
// statement (migration 0128) counts them per customer, e-mail address or guest session and
// refuses beyond this many.

/** Unpaid orders one buyer (customer, e-mail address or guest session) may hold at once. */
export const MAX_PENDING_ORDERS = 3;
export const TOO_MANY_PENDING_MESSAGE = `Ödemesi tamamlanmamış en fazla ${MAX_PENDING_ORDERS} siparişiniz olabilir. Lütfen bekleyen bir siparişin ödemesini tamamlayın ya da süresinin dolmasını bekleyin.`;

// The hold share (decision 0259) lives with the storefront's notice of it (shared/hold-notice.ts).
export { HOLD_SHARE_DIVISOR } from '../../shared/hold-notice.ts';
