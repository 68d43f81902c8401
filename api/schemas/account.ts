import { z } from 'zod';
import { AUTH_MESSAGES, emailRule } from './auth.ts';
import { checkPlace } from './place-rules.ts';
import type { OrderStatus } from './order.ts';
import type { Pagination } from './pagination.ts';
import { INVALID_REQUEST, optionalPhoneNumber, PHONE_INVALID, phoneNumber, textField } from './messages.ts';

// The customer's account page and its API: saved addresses, profile, marketing
// consent, data export and deletion. One schema for the island and the server.

export const MAX_ADDRESSES = 20;
/** How long wrong passwords on a signed-in session are counted (profile e-mail change, export, deletion). */
export const PASSWORD_TRIES_MINUTES = 15;

export const ACCOUNT_MESSAGES = {
  title: 'Adres başlığı giriniz',
  fullName: 'Ad en az 2 karakter olmalıdır',
  phone: PHONE_INVALID,
  address: 'Adres en az 10 karakter olmalıdır',
  city: 'İl seçiniz',
  district: 'İlçe giriniz',
  postalCode: 'Posta kodu giriniz',
  addressNotFound: 'Adres bulunamadı',
  tooManyAddresses: `En fazla ${MAX_ADDRESSES} adres kaydedebilirsiniz`,
  passwordRequired: 'Şifrenizi giriniz',
  wrongPassword: 'Şifreniz hatalı',
  passwordForEmail: 'E-posta adresinizi değiştirmek için şifrenizi giriniz',
  adminCannotDelete: 'Yönetici hesapları bu sayfadan silinemez',
  tooManyPasswordTries: `Çok fazla hatalı şifre denemesi yaptınız. Lütfen ${PASSWORD_TRIES_MINUTES} dakika sonra tekrar deneyin.`,
} as const;

const text = textField;

/** POST /api/account/addresses and PUT /api/account/addresses/{id}. */
export const addressSchema = z
  .object({
    title: text(1, 50, ACCOUNT_MESSAGES.title, 'Adres başlığı'),
    fullName: text(2, 120, ACCOUNT_MESSAGES.fullName, 'Ad soyad'),
    phone: phoneNumber(),
    address: text(10, 500, ACCOUNT_MESSAGES.address, 'Adres'),
    city: text(2, 80, ACCOUNT_MESSAGES.city, 'İl'),
    district: text(2, 80, ACCOUNT_MESSAGES.district, 'İlçe'),
    postalCode: text(5, 10, ACCOUNT_MESSAGES.postalCode, 'Posta kodu'),
    isDefaultBilling: z.boolean(INVALID_REQUEST).default(false),
    isDefaultShipping: z.boolean(INVALID_REQUEST).default(false),
  })
  .superRefine(checkPlace);
export type AddressInput = z.output<typeof addressSchema>;
export type AddressFormValues = z.input<typeof addressSchema>;

export interface AddressView extends AddressInput {
  id: number;
}

/** PUT /api/account/profile: changing the e-mail needs the current password. */
export const profileSchema = z.object({
  fullName: z.string(AUTH_MESSAGES.required).trim().min(1, AUTH_MESSAGES.required).max(100, AUTH_MESSAGES.fullNameLong),
  phone: optionalPhoneNumber,
  email: emailRule,
  password: z.string().max(128, ACCOUNT_MESSAGES.wrongPassword).optional(),
});
export type ProfileInput = z.output<typeof profileSchema>;

/** DELETE /api/account and POST /api/account/export: the current password, asked again. */
export const currentPasswordSchema = z.object({
  password: z
    .string(ACCOUNT_MESSAGES.passwordRequired)
    .min(1, ACCOUNT_MESSAGES.passwordRequired)
    .max(128, ACCOUNT_MESSAGES.wrongPassword),
});

/** PUT /api/account/marketing-consent. */
export const marketingConsentSchema = z.object({ granted: z.boolean(INVALID_REQUEST) });

/** One line of 'Siparişlerim'. */
export interface AccountOrderSummary {
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  totalAmount: string;
  itemCount: number;
  carrier: string | null;
  trackingNumber: string | null;
  /** The carrier's tracking page, once shipped with a carrier that has one. */
  trackingUrl: string | null;
  /** The issued sales invoice's number (its PDF: /api/account/orders/{orderNumber}/invoice.pdf); null before. */
  invoiceNumber: string | null;
  /** An unpaid card order whose hold lasts: 'Ödemeye devam et'. */
  canResumePayment: boolean;
}

export interface AccountOrdersPage {
  orders: AccountOrderSummary[];
  pagination: Pagination;
}

/** GET /api/account/orders?page=&pageSize= */
export const accountOrdersQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  pageSize: z.coerce.number().int().min(1).max(50).catch(10),
});

/** The account page's profile card (GET /api/account/profile). */
export interface AccountProfile {
  username: string;
  email: string;
  fullName: string;
  phone: string | null;
  createdAt: string;
  marketingConsent: { granted: boolean; changedAt: string | null };
  /** False until the owner opens the link mailed to the address (decision 0343). */
  emailVerified: boolean;
}

/** How long a mailed verification link works. */
export const EMAIL_VERIFICATION_DAYS = 7;

export const EMAIL_VERIFICATION_MESSAGES = {
  unverified:
    'E-posta adresiniz henüz doğrulanmadı. Stok bildirimleri ve kampanya e-postaları, adresinize gönderdiğimiz bağlantıyı açtığınızda başlar.',
  sent: 'Doğrulama bağlantısını e-posta adresinize gönderdik.',
  confirmed: 'E-posta adresiniz doğrulandı. Teşekkür ederiz.',
  /** Also the order-claim link's answer (services/accounts/guest-order-claims.ts): the same words. */
  invalidLink:
    'Doğrulama bağlantısı geçersiz, kullanılmış ya da süresi dolmuş. Hesabım sayfasından yeni bir bağlantı isteyebilirsiniz.',
} as const;
