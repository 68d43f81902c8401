import type { AppContext } from '../core/context.ts';
import { formatIban } from '../shared/iban.ts';
import { formatTRY } from '../shared/money.ts';
import { transferReferenceLine } from '../shared/transfer-instructions.ts';
import { paymentOptions } from '../services/settings/payment-settings.ts';
import { mailCustomer } from './customer-mail.ts';
import type { Delivery } from './outbox.ts';

export interface CorrectedOrderMail {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  paymentMethod: string;
  changes: string[];
  total: string;
  refunded: string | null;
  requested: string | null;
}

/**
 * Tells the buyer what the shop corrected in the order before shipping it (decision 0403): the
 * lines and address as changed, the new total, what goes back to them, and what is asked of them
 * for units added (by transfer to the shop's accounts, or on their trade account).
 */
export async function sendCorrectionMail(ctx: AppContext, o: CorrectedOrderMail): Promise<Delivery> {
  const asked = o.requested ? await requestLines(ctx, o) : [];
  return mailCustomer(
    ctx,
    { name: o.customerName, email: o.customerEmail },
    `Siparişiniz düzeltildi (${o.orderNumber})`,
    [
      `${o.orderNumber} numaralı siparişiniz kargoya verilmeden önce düzeltildi:`,
      ...o.changes.map((c) => `- ${c}`),
      '',
      `Sipariş toplamı: ${formatTRY(o.total)}`,
      ...(o.refunded ? [`İade edilen tutar: ${formatTRY(o.refunded)} (ödemenizin yapıldığı yola iade edilir)`] : []),
      ...asked,
      '',
      `Sipariş ayrıntıları: ${ctx.config.siteUrl}/siparis/${encodeURIComponent(o.orderNumber)}`,
    ],
  );
}

async function requestLines(ctx: AppContext, o: CorrectedOrderMail): Promise<string[]> {
  if (o.paymentMethod === 'open_account')
    return [`Eklenen ürünlerin tutarı (${formatTRY(o.requested!)}) cari hesabınıza borç olarak işlendi.`];
  const { bankAccounts } = await paymentOptions(ctx.sql);
  return [
    '',
    `Eklenen ürünler için ödenmesi gereken fark: ${formatTRY(o.requested!)}`,
    'Farkı aşağıdaki hesaplardan birine havale / EFT ile ödeyebilirsiniz; siparişiniz ödeme ulaştığında kargoya verilir.',
    ...bankAccounts.flatMap((a) => [`${a.bankName} – ${a.accountHolder}`, `IBAN: ${formatIban(a.iban)}`]),
    transferReferenceLine(o.orderNumber),
  ];
}
