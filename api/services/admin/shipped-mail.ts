import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { AppContext } from '../../context.ts';

export interface ShippedOrder {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  carrier: string;
  trackingNumber: string;
}

/**
 * Tells the customer that the order is on its way, with carrier and tracking number.
 * Until the shop's mail module is merged this writes the message as an .eml file
 * under DATA_DIR/mail (or sends it through SMTP_URL when set); the call site stays.
 */
export async function sendShippedMail(ctx: AppContext, order: ShippedOrder): Promise<void> {
  const orderUrl = `${ctx.config.siteUrl}/siparis/${encodeURIComponent(order.orderNumber)}`;
  const message = {
    from: ctx.config.MAIL_FROM,
    to: `${order.customerName} <${order.customerEmail}>`,
    subject: `Siparişiniz kargoya verildi (${order.orderNumber})`,
    text: [
      `Sayın ${order.customerName},`,
      '',
      `${order.orderNumber} numaralı siparişiniz kargoya verildi.`,
      `Kargo firması: ${order.carrier}`,
      `Takip numarası: ${order.trackingNumber}`,
      '',
      `Sipariş ayrıntıları: ${orderUrl}`,
      '',
      'Bizi tercih ettiğiniz için teşekkür ederiz.',
    ].join('\n'),
  };
  if (ctx.config.SMTP_URL) {
    await createTransport(ctx.config.SMTP_URL).sendMail(message);
    return;
  }
  const info = await createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(message);
  await mkdir(ctx.config.mailDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  await writeFile(path.join(ctx.config.mailDir, `${stamp}-${order.orderNumber}-kargo.eml`), info.message as Buffer);
}
