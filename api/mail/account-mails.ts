import type { AppContext } from '../core/context.ts';
import { mailAddress } from './mailer.ts';
import { deliverMail } from './outbox.ts';
import { EMAIL_VERIFICATION_DAYS } from '../schemas/account.ts';

// Mails about the customer's account; each carries a single-use link.

export async function sendPasswordResetMail(
  ctx: AppContext,
  to: { name: string; email: string },
  token: string,
): Promise<void> {
  const link = `${ctx.config.siteUrl}/sifre-sifirla?token=${token}`;
  await deliverMail(ctx, {
    to: mailAddress(to.name, to.email),
    subject: 'Şifre sıfırlama bağlantınız',
    text: [
      `Sayın ${to.name},`,
      '',
      'Hesabınız için şifre sıfırlama isteği aldık. Yeni şifrenizi belirlemek için bağlantıyı açın:',
      link,
      '',
      'Bağlantı 1 saat geçerlidir ve yalnızca bir kez kullanılabilir.',
      'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmez.',
    ].join('\n'),
  });
}

export async function sendOrderClaimMail(
  ctx: AppContext,
  to: { name: string; email: string },
  token: string,
): Promise<void> {
  const link = `${ctx.config.siteUrl}/hesabim/siparisleri-bagla?token=${token}`;
  await deliverMail(ctx, {
    to: mailAddress(to.name, to.email),
    subject: 'Önceki siparişlerinizi hesabınıza ekleyin',
    text: [
      `Sayın ${to.name},`,
      '',
      'Bu e-posta adresiyle üye olmadan verilmiş siparişler hesabınıza eklenebilir.',
      'E-posta adresinin size ait olduğunu doğrulamak için, isteği yaptığınız hesapla giriş yapmışken bağlantıyı açın:',
      link,
      '',
      'Bağlantı 24 saat geçerlidir ve yalnızca bir kez kullanılabilir.',
      'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın: siparişleriniz hiçbir hesaba eklenmez.',
    ].join('\n'),
  });
}

export async function sendEmailVerificationMail(
  ctx: AppContext,
  to: { name: string; email: string },
  token: string,
): Promise<void> {
  const link = `${ctx.config.siteUrl}/eposta-dogrula?token=${token}`;
  await deliverMail(ctx, {
    to: mailAddress(to.name, to.email),
    subject: 'E-posta adresinizi doğrulayın',
    text: [
      `Sayın ${to.name},`,
      '',
      'Hesabınızdaki e-posta adresinin size ait olduğunu doğrulamak için bağlantıyı açın:',
      link,
      '',
      `Bağlantı ${EMAIL_VERIFICATION_DAYS} gün geçerlidir ve yalnızca bir kez kullanılabilir. Doğrulayana kadar bu adrese stok bildirimi ve kampanya e-postası gönderilmez.`,
      'Bu hesabı siz açmadıysanız bu e-postayı dikkate almayın; adresiniz doğrulanmaz.',
    ].join('\n'),
  });
}
