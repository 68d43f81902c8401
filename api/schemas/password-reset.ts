import { z } from 'zod';
import { AUTH_MESSAGES, newPasswordRule } from './auth.ts';

// 'Şifremi Unuttum': the request (always answered the same) and the new password.

/** How long an e-mailed reset link works. */
const RESET_LINK_HOURS = 1;
export const RESET_LINK_MINUTES = RESET_LINK_HOURS * 60;

export const RESET_MESSAGES = {
  sent: `Bu e-posta adresiyle kayıtlı bir hesap varsa şifre sıfırlama bağlantısı gönderdik. Bağlantı ${RESET_LINK_HOURS} saat geçerlidir.`,
  invalidLink:
    'Şifre sıfırlama bağlantısı geçersiz, kullanılmış ya da süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
  done: 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.',
} as const;

/** POST /api/auth/password-reset */
export const resetRequestSchema = z.object({
  email: z
    .string(AUTH_MESSAGES.email)
    .trim()
    .min(3, AUTH_MESSAGES.email)
    .max(254, AUTH_MESSAGES.email)
    .pipe(z.email(AUTH_MESSAGES.email)),
});

/** POST /api/auth/password-reset/confirm: the same password rules as registration. */
export const resetConfirmSchema = z.object({
  token: z.string(RESET_MESSAGES.invalidLink).max(100, RESET_MESSAGES.invalidLink),
  password: newPasswordRule,
});
