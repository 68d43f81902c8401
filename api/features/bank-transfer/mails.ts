import type { AppContext } from '../../core/context.ts';
import type { OrderView } from '../../schemas/order.ts';
import { ORDER_STATUS_LABELS } from '../../schemas/order.ts';
import { formatTRY } from '../../shared/money.ts';
import { transferInstructionLines } from '../../shared/transfer-instructions.ts';
import { loadOrderView } from '../../services/orders/order-view.ts';
import { sellerInfo } from '../../services/settings/shop-settings.ts';
import { mailBuyer, sendNewOrderMails } from '../../mail/order-mails.ts';

// The mails of a bank-transfer order's life: placed (where to pay), reminded a day before its
// time ends, cancelled when it ended, and a payment short of the total. The confirmation once
// paid is the card orders' (order-mails.ts).

const orderLink = (ctx: AppContext, order: OrderView) =>
  `${ctx.config.siteUrl}/siparis/${encodeURIComponent(order.orderNumber)}`;

const statusLine = (order: OrderView) => `Sipariş durumu: ${ORDER_STATUS_LABELS[order.status]}`;

async function toBuyer(ctx: AppContext, order: OrderView, subject: string, body: string[]) {
  await mailBuyer(ctx, order, await sellerInfo(ctx.sql), subject, body);
}

/** The order just placed: the accounts and 'Açıklama', the order and the contract texts to the buyer; a notice to the shop. */
export async function sendTransferPlacedMails(ctx: AppContext, orderNumber: string): Promise<void> {
  const [row] = await ctx.sql<{ id: number }[]>`SELECT id FROM orders WHERE order_number = ${orderNumber}`;
  const order = row && (await loadOrderView(ctx.sql, row.id));
  if (!order?.bankTransfer) return;
  await sendNewOrderMails(ctx, order, orderLink(ctx, order), {
    subject: `Siparişiniz alındı, ödemeniz bekleniyor – ${order.orderNumber}`,
    opening: [
      'Siparişiniz alındı. Ödemenizi aşağıdaki hesaplardan birine havale / EFT ile yapabilirsiniz; açıklamaya sipariş numaranızı yazmayı unutmayın.',
      statusLine(order),
      '',
      ...transferInstructionLines(order.bankTransfer),
    ],
    noticeSubject: `Yeni havale siparişi (ödeme bekleniyor): ${order.orderNumber} – ${formatTRY(order.totalAmount)}`,
    noticeHeadline: 'Yeni bir havale / EFT siparişi verildi; ödemesi bekleniyor.',
  });
}

/** A day before the transfer's time ends. */
export async function sendTransferReminder(ctx: AppContext, orderId: number): Promise<void> {
  const order = await loadOrderView(ctx.sql, orderId);
  if (!order?.bankTransfer) return;
  await toBuyer(ctx, order, `Hatırlatma: siparişinizin ödemesi bekleniyor – ${order.orderNumber}`, [
    `${order.orderNumber} numaralı siparişinizin ödemesi henüz bize ulaşmadı. Ödeme süresi yarın doluyor; süre dolduğunda sipariş iptal edilir.`,
    statusLine(order),
    '',
    ...transferInstructionLines(order.bankTransfer),
    '',
    `Siparişinizi görüntüleyin: ${orderLink(ctx, order)}`,
  ]);
}

/** The transfer did not come in time: the order is cancelled. */
export async function sendTransferExpired(ctx: AppContext, orderId: number): Promise<void> {
  const order = await loadOrderView(ctx.sql, orderId);
  if (!order) return;
  await toBuyer(ctx, order, `Siparişiniz iptal edildi – ${order.orderNumber}`, [
    `${order.orderNumber} numaralı siparişinizin havale / EFT ödemesi süresi içinde ulaşmadığı için sipariş iptal edildi ve ayrılan ürünler serbest bırakıldı.`,
    statusLine(order),
    'Ürünleri almak isterseniz yeni bir sipariş verebilirsiniz.',
    '',
    `Sipariş ayrıntıları: ${orderLink(ctx, order)}`,
  ]);
}

/** A payment short of the total: what came and what is still due. */
export async function sendPartialPaymentMail(
  ctx: AppContext,
  orderId: number,
  amount: string,
  remaining: string,
): Promise<void> {
  const order = await loadOrderView(ctx.sql, orderId);
  if (!order?.bankTransfer) return;
  await toBuyer(ctx, order, `Ödemeniz alındı, kalan tutar bekleniyor – ${order.orderNumber}`, [
    `${order.orderNumber} numaralı siparişiniz için ${formatTRY(amount)} tutarındaki ödemeniz alındı. Kalan ${formatTRY(remaining)} ödendiğinde siparişiniz onaylanacaktır.`,
    statusLine(order),
    '',
    ...transferInstructionLines(order.bankTransfer),
    '',
    `Siparişinizi görüntüleyin: ${orderLink(ctx, order)}`,
  ]);
}
