// Cart reminders (decision 0417): a mail to a buyer whose cart waits, with a link that restores
// it, and the link that stops such mails.

export { CART_REMINDER_CHECK_MS, remindAbandonedCarts } from './cart-reminders.ts';
export { cartReminderRoutes } from './routes.ts';
