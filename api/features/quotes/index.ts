// Quotes (decision 0417): a buyer asks for prices, the shop answers with a quote, the buyer
// accepts it into the cart and orders it. The checkout and the orders tell them about the order.
// Its routes files are mounted by api/routes/index.ts.

export {
  /** The placed order carries an accepted quote's lines: the quote is marked as ordered (checkout). */
  recordQuotedOrder as recordOn,
  /** The order is paid: its quote is taken, or QuoteTaken (orders). */
  takeQuotedOrder as taken,
  QuoteTaken,
} from './quote-order.ts';
