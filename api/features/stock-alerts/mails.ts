import type { AppContext } from '../../core/context.ts';
import { productPath } from '../../shared/catalogue-paths.ts';
import { mailAddress } from '../../mail/mailer.ts';
import { deliverMail, type Delivery } from '../../mail/outbox.ts';

/** The address alone: a guest left no name. */
const to = (email: string) => mailAddress('', email);

/** The double opt-in: nothing waits for this address until the link is opened. */
export function sendStockAlertConfirmation(
  ctx: AppContext,
  email: string,
  productName: string,
  token: string,
): Promise<Delivery> {
  const link = `${ctx.config.siteUrl}/stok-bildirimi?token=${token}`;
  return deliverMail(ctx, {
    to: to(email),
    subject: 'Stok bildirimi talebinizi onaylayın',
    text: [
      'Merhaba,',
      '',
      `"${productName}" stoğa girdiğinde size haber vermemizi istediniz.`,
      'Talebinizi başlatmak için bağlantıyı açıp onaylayın:',
      link,
      '',
      'Bu talebi siz yapmadıysanız bu e-postayı dikkate almayın; onaylanmayan talep 7 gün sonra silinir.',
    ].join('\n'),
  });
}

/** The one mail a confirmed wish gets: the product can be bought again. */
export function sendBackInStock(
  ctx: AppContext,
  email: string,
  product: { product_name: string; slug: string; variant_name: string | null },
): Promise<Delivery> {
  const name = product.variant_name ? `${product.product_name} (${product.variant_name})` : product.product_name;
  return deliverMail(ctx, {
    to: to(email),
    subject: `Stoğa girdi: ${name}`,
    text: [
      'Merhaba,',
      '',
      `Haber vermemizi istediğiniz "${name}" yeniden stokta.`,
      `Ürün sayfası: ${ctx.config.siteUrl}${productPath(product.slug)}`,
      '',
      'Stoklar sınırlıdır; bu e-posta bir rezervasyon değildir. Bu ürün için size başka bildirim gönderilmeyecek.',
    ].join('\n'),
  });
}
