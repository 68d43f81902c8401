// Trade accounts and price groups (decision 0417): applications, the admin's decisions, price
// groups and what a group buyer sees. The listing asks it for a group's prices; the customer
// page and the data export read its lists.
// Its routes files are mounted by api/routes/index.ts.

/** A product and its variants as a price group's buyer sees them (listing, product details). */
export { explicitPricesOf, priceStepsOf, productForGroup, tiersOf } from './buyer-views.ts';
export { customerFigures, customerPeople } from './admin-lists.ts';
export { myTradeApplications, myTradeState } from './applications.ts';
