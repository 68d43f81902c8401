import type { AppContext } from '../core/context.ts';
import { mailCustomer, type Addressee } from './customer-mail.ts';
import { EMAIL_VERIFICATION_DAYS } from '../schemas/account.ts';

// Mails about the customer's account; each carries a single-use link.

export async function sendPasswordResetMail(ctx: AppContext, to: Addressee, token: string): Promise<void> {
  const link = `${ctx.config.siteUrl}/sifre-sifirla?token=${token}`;
  await mailCustomer(ctx, to, 'Şifre sıfırlama bağlantınız', [
    'Hesabınız için şifre sıfırlama isteği aldık. Yeni şifrenizi belirlemek için bağlantıyı açın:',
    link,
    '',
    'Bağlantı 1 saat geçerlidir ve yalnızca bir kez kullanılabilir.',
    'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmez.',
  ]);
}

export async function sendOrderClaimMail(ctx: AppContext, to: Addressee, token: string): Promise<void> {
  const link = `${ctx.config.siteUrl}/hesabim/siparisleri-bagla?token=${token}`;
  await mailCustomer(ctx, to, 'Önceki siparişlerinizi hesabınıza ekleyin', [
    'Bu e-posta adresiyle üye olmadan verilmiş siparişler hesabınıza eklenebilir.',
    'E-posta adresinin size ait olduğunu doğrulamak için, isteği yaptığınız hesapla giriş yapmışken bağlantıyı açın:',
    link,
    '',
    'Bağlantı 24 saat geçerlidir ve yalnızca bir kez kullanılabilir.',
    'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın: siparişleriniz hiçbir hesaba eklenmez.',
  ]);
}

export async function sendEmailVerificationMail(ctx: AppContext, to: Addressee, token: string): Promise<void> {
  const link = `${ctx.config.siteUrl}/eposta-dogrula?token=${token}`;
  await mailCustomer(ctx, to, 'E-posta adresinizi doğrulayın', [
    'Hesabınızdaki e-posta adresinin size ait olduğunu doğrulamak için bağlantıyı açın:',
    link,
    '',
    `Bağlantı ${EMAIL_VERIFICATION_DAYS} gün geçerlidir ve yalnızca bir kez kullanılabilir. Doğrulayana kadar bu adrese stok bildirimi ve kampanya e-postası gönderilmez.`,
    'Bu hesabı siz açmadıysanız bu e-postayı dikkate almayın; adresiniz doğrulanmaz.',
  ]);
}
