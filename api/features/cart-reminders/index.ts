// Cart reminders (decision 0417): a mail to a buyer whose cart waits, with a link that restores
// it, and the link that stops such mails.
// Its routes files are mounted by api/routes/index.ts.

export { CART_REMINDER_CHECK_MS, remindAbandonedCarts } from './cart-reminders.ts';
