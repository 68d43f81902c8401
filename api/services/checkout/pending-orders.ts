// A buyer's unpaid orders hold stock until they are paid or lapse: the order's statement
// (migration 0126) counts them per customer, e-mail address or guest session and refuses
// beyond this many.

/** Unpaid orders one buyer (customer, e-mail address or guest session) may hold at once. */
export const MAX_PENDING_ORDERS = 3;
export const TOO_MANY_PENDING_MESSAGE =
  'Ödemesi tamamlanmamış en fazla 3 siparişiniz olabilir. Lütfen bekleyen bir siparişin ödemesini tamamlayın ya da süresinin dolmasını bekleyin.';
