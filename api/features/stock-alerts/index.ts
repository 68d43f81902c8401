// Stock alerts (decision 0417): a buyer asks to hear when a product is back; a job mails them.

export { notifyBackInStock, STOCK_ALERT_CHECK_MS } from './back-in-stock.ts';
export { stockAlertRoutes } from './routes.ts';
export { adminStockAlertRoutes } from './admin.routes.ts';
