// Stock alerts (decision 0417): a buyer asks to hear when a product is back; a job mails them.
// Its routes files are mounted by api/routes/index.ts.

export { notifyBackInStock, STOCK_ALERT_CHECK_MS } from './back-in-stock.ts';
