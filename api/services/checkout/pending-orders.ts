// A buyer's unpaid orders wait for their payment until it comes or lapses: the order's
// statement (migration 0128) counts them per customer, e-mail address or guest session and
// refuses beyond this many.

/** Unpaid orders one buyer (customer, e-mail address or guest session) may hold at once. */
export const MAX_PENDING_ORDERS = 3;
export const TOO_MANY_PENDING_MESSAGE = `Ödemesi tamamlanmamış en fazla ${MAX_PENDING_ORDERS} siparişiniz olabilir. Lütfen bekleyen bir siparişin ödemesini tamamlayın ya da süresinin dolmasını bekleyin.`;

/**
 * Unpaid orders together hold at most 1/HOLD_SHARE_DIVISOR of a product's (or variant's)
 * shelf, rounded down; what an order asks beyond its hold is taken when it is paid, first to
 * pay first served (decision 0259). So visitors who never pay, however many sessions,
 * e-mails or addresses they use, leave at least two thirds of the shelf to those who pay.
 */
export const HOLD_SHARE_DIVISOR = 3;
