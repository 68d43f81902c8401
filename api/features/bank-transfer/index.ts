// Bank transfer (havale / EFT, decision 0417): its mails and the job that reminds and cancels
// unpaid transfer orders. The checkout's transfer path is api/services/checkout/place-transfer-order.ts;
// the payments an admin records are api/services/orders/transfer-payments.ts and transfer-due.ts
// (the orders' folder, where they are still edited); the instructions both sides show are
// api/shared/transfer-instructions.ts.
// Its routes files are mounted by api/routes/index.ts.

export { sendTransferPlacedMails, sendPartialPaymentMail } from './mails.ts';
export { settleTransferOrders, TRANSFER_CHECK_MS } from './transfer-deadlines.ts';
