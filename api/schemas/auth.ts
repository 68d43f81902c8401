import { z } from 'zod';
import './zod-turkish.ts';
import type { AdminRole } from '../shared/admin-roles.ts';
import { INVALID_REQUEST, optionalPhoneNumber, PHONE_INVALID } from './messages.ts';

// Login and registration (the storefront spec's entities and validation rules): one schema and one set of Turkish
// messages for the account dialog and the API. No server imports here.

// At least 8 characters for a password a person chooses (shorter ones fall to guessing); an
// admin account holds every customer's data, so its password is longer (docs/decisions/0254).
export const MIN_PASSWORD = 8;
export const MIN_ADMIN_PASSWORD = 12;
export const MAX_PASSWORD = 128;

export const AUTH_MESSAGES = {
  loginRequired: 'Tüm alanları doldurun',
  required: 'Zorunlu alanları doldurun',
  passwordMismatch: 'Şifreler eşleşmiyor',
  passwordShort: `Şifre en az ${MIN_PASSWORD} karakter olmalıdır`,
  adminPasswordShort: `Yönetici şifresi en az ${MIN_ADMIN_PASSWORD} karakter olmalıdır`,
  kvkk: 'Kişisel Verilerin Korunması politikasını kabul etmelisiniz',
  email: 'Geçerli bir e-posta adresi giriniz',
  usernameLength: 'Kullanıcı adı 3 ile 50 karakter arasında olmalıdır',
  usernameChars: 'Kullanıcı adı yalnızca harf, rakam, nokta, alt çizgi ve tire içerebilir',
  passwordLong: `Şifre en fazla ${MAX_PASSWORD} karakter olabilir`,
  fullNameLong: 'Ad soyad en fazla 100 karakter olabilir',
  usernameLong: 'Kullanıcı adı en fazla 50 karakter olabilir',
  emailLong: 'E-posta adresi en fazla 254 karakter olabilir',
  phoneLong: 'Telefon numarası en fazla 30 karakter olabilir',
  phoneInvalid: PHONE_INVALID,
  wrongCredentials: 'Kullanıcı adı veya şifre hatalı',
  usernameTaken: 'Bu kullanıcı adı zaten kullanılıyor',
  emailTaken: 'Bu e-posta adresi ile kayıtlı bir hesap zaten var',
  currentPasswordRequired: 'Mevcut şifrenizi giriniz',
  currentPasswordWrong: 'Mevcut şifreniz hatalı',
  newPasswordSame: 'Yeni şifre mevcut şifrenizden farklı olmalıdır',
  passwordChanged: 'Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.',
} as const;

const loginText = z.string(AUTH_MESSAGES.loginRequired).min(1, AUTH_MESSAGES.loginRequired);

/** POST /api/auth/login: unknown fields are dropped. */
export const loginSchema = z.object({
  username: loginText.trim().min(1, AUTH_MESSAGES.loginRequired).max(50, AUTH_MESSAGES.wrongCredentials),
  password: loginText.max(MAX_PASSWORD, AUTH_MESSAGES.wrongCredentials),
});
export type LoginInput = z.infer<typeof loginSchema>;

const required = z.string(AUTH_MESSAGES.required).trim().min(1, AUTH_MESSAGES.required);

export const emailRule = required.max(254, AUTH_MESSAGES.emailLong).pipe(z.email(AUTH_MESSAGES.email));

/** A new password: the registration's rules, wherever a password is set. */
export const newPasswordRule = z
  .string(AUTH_MESSAGES.required)
  .min(1, AUTH_MESSAGES.required)
  .min(MIN_PASSWORD, AUTH_MESSAGES.passwordShort)
  .max(MAX_PASSWORD, AUTH_MESSAGES.passwordLong);

/** POST /api/auth/register (the password confirmation is checked in the dialog, never sent). */
export const registerSchema = z.object({
  username: required
    .min(3, AUTH_MESSAGES.usernameLength)
    .max(50, AUTH_MESSAGES.usernameLong)
    .regex(/^[\p{L}\p{N}._-]+$/u, AUTH_MESSAGES.usernameChars),
  email: emailRule,
  password: newPasswordRule,
  fullName: required.max(100, AUTH_MESSAGES.fullNameLong),
  phone: optionalPhoneNumber,
  kvkkConsent: z.literal(true, AUTH_MESSAGES.kvkk),
  emailMarketingConsent: z.boolean(INVALID_REQUEST).default(false),
});
export type RegisterInput = z.infer<typeof registerSchema>;
/** What the dialog sends (phone may be empty; the server refuses kvkkConsent false). */
export type RegisterPayload = Omit<z.input<typeof registerSchema>, 'kvkkConsent'> & { kvkkConsent: boolean };

// Which rule a person meets first, in the order the spec lists them (its validation rules).
const PRIORITY: string[] = [AUTH_MESSAGES.required, AUTH_MESSAGES.passwordShort, AUTH_MESSAGES.kvkk];

export type Registration = { ok: true; data: RegisterInput } | { ok: false; error: string };

/** Registration data checked; a failure carries the one message to show (spec order first, then field order). */
export function parseRegistration(data: unknown): Registration {
  const result = registerSchema.safeParse(data);
  if (result.success) return { ok: true, data: result.data };
  const messages = result.error.issues.map((i) => i.message);
  return { ok: false, error: PRIORITY.find((m) => messages.includes(m)) ?? messages[0] ?? INVALID_REQUEST };
}

export interface RegisterForm {
  username: string;
  email: string;
  password: string;
  passwordConfirm: string;
  fullName: string;
  phone: string;
  kvkkConsent: boolean;
  emailMarketingConsent: boolean;
}

/** The dialog's check before sending: required fields, then matching passwords, then the rest. */
export function registerFormError(form: RegisterForm): string | null {
  const { passwordConfirm, ...payload } = form;
  const result = parseRegistration(payload);
  const error = result.ok ? null : result.error;
  if (error === AUTH_MESSAGES.required) return error;
  if (form.password !== passwordConfirm) return AUTH_MESSAGES.passwordMismatch;
  return error;
}

/** The dialog's login check (the server checks the same). */
export function loginError(data: unknown): string | null {
  const result = loginSchema.safeParse(data);
  return result.success ? null : (result.error.issues[0]?.message ?? AUTH_MESSAGES.loginRequired);
}

/** PUT /api/account/password: the signed-in user's new password; the server also refuses common ones. */
export const passwordChangeSchema = z.object({
  currentPassword: z
    .string(AUTH_MESSAGES.currentPasswordRequired)
    .min(1, AUTH_MESSAGES.currentPasswordRequired)
    .max(MAX_PASSWORD, AUTH_MESSAGES.currentPasswordWrong),
  newPassword: newPasswordRule,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** The current user (GET /api/auth/user). */
export interface CurrentUserView {
  id: number;
  username: string;
  isAdmin: boolean;
  /** The staff member's role, which the admin panel's tabs follow (decision 0397); null for a customer. */
  adminRole: AdminRole | null;
  email: string;
  fullName: string;
  phone: string | null;
  /** A trade buyer approved into a price group: chooses 'KDV hariç / KDV dahil' (issue 46). */
  inPriceGroup: boolean;
}
