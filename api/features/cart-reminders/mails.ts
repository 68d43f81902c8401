import type { AppContext } from '../../core/context.ts';
import { sellerInfo } from '../../services/settings/shop-settings.ts';
import { mailCustomer } from '../../mail/customer-mail.ts';
import type { Delivery } from '../../mail/outbox.ts';

export interface RemindedCart {
  email: string;
  fullName: string;
  /** The link token of the restore and withdraw links. */
  token: string;
  lines: { name: string; variant_name: string | null; quantity: number; unit: string }[];
}

/**
 * The one reminder of a left cart: a commercial electronic message, so it names the sender and
 * carries a way out in one click, in the text and as List-Unsubscribe (RFC 8058) for mail apps.
 */
export async function sendCartReminder(ctx: AppContext, cart: RemindedCart): Promise<Delivery> {
  const seller = await sellerInfo(ctx.sql);
  const site = ctx.config.siteUrl;
  const optOut = `${site}/api/marketing/opt-out?token=${cart.token}`;
  const lines = cart.lines.map(
    (l) =>
      `- ${l.name}${l.variant_name ? ` (${l.variant_name})` : ''}: ${l.quantity.toLocaleString('tr-TR')} ${l.unit}`,
  );
  return mailCustomer(
    ctx,
    { name: cart.fullName, email: cart.email },
    'Sepetinizdeki ürünler sizi bekliyor',
    [
      'Sepetinizde bıraktığınız ürünler:',
      ...lines,
      '',
      'Sepetinize dönmek için (başka bir cihazda da sepetinizi geri getirir):',
      `${site}/sepet/geri-yukle?token=${cart.token}`,
      '',
      'Fiyat ve stok, siparişi verdiğiniz anda geçerli olanlardır.',
      '',
      `Bu ileti, ticari elektronik ileti izninize dayanarak ${seller.name} tarafından gönderilmiştir.`,
      `${seller.address} · ${seller.phone}`,
      'Bu tür e-postaları artık almak istemiyorsanız tek tıkla izninizi geri alın:',
      `${site}/eposta-izni?token=${cart.token}`,
    ],
    { headers: { 'List-Unsubscribe': `<${optOut}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } },
  );
}
