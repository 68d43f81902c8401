import { z } from 'zod';
import { imageAddress } from './admin-fields.ts';
import { isVatRate, VAT_RATE_MESSAGE } from '../shared/vat.ts';
import { tooLongMessage } from './zod-turkish.ts';
import { isTurkishIban, normaliseIban } from '../shared/iban.ts';
import { parseClientJson, UNSTORABLE_TEXT_MESSAGE } from '../shared/client-json.ts';
import { INVOICE_SETTING_KEYS, INVOICE_VALUE_SCHEMAS } from '../features/invoices/settings-schemas.ts';
import { RETURN_SETTINGS_KEY } from './returns.ts';
import {
  BANK_ACCOUNTS_KEY,
  MAX_TRANSFER_DISCOUNT,
  PAYMENT_MESSAGES,
  PAYMENT_METHODS,
  TRANSFER_DISCOUNT_KEY,
  methodSettingKey,
} from '../shared/payment-methods.ts';

// Homepage texts and site settings (the content-and-admin spec's screens, entities, validation rules and error catalogue), shared by the panels and the API.

export const settingMessages = {
  textUpdated: 'Metin güncellendi',
  textFailed: 'Metin güncellenemedi',
  logoUpdated: 'Logo güncellendi',
  logoFailed: 'Logo yüklenemedi',
  logoMissing: 'Lütfen bir logo dosyası seçin veya URL girin',
  companyUpdated: 'Şirket bilgileri güncellendi',
  companyFailed: 'Şirket bilgileri güncellenemedi',
  vatUpdated: 'KDV oranı güncellendi',
  vatFailed: 'KDV oranı güncellenemedi',
  unknownKey: 'Bilinmeyen ayar anahtarı',
  textRequired: 'Metin içeriği zorunludur',
  logoNotUploaded: 'Logo, mağazaya yüklenmiş bir görsel olmalıdır',
  websiteInvalid: 'Web sitesi https:// ile başlayan bir adres olmalıdır',
  feedsUpdated: 'Ürün akışı ayarları güncellendi',
  feedsFailed: 'Ürün akışı ayarları güncellenemedi',
  feedsTokenInvalid: 'Erişim anahtarı 16-128 karakter olmalı ve yalnızca harf, rakam, - ve _ içermelidir',
  cartReminderHours: 'Sepet hatırlatma süresi 0 ile 720 saat arasında bir tam sayı olmalıdır (0: gönderilmez)',
  cartReminderUpdated: 'Sepet hatırlatma ayarı güncellendi',
  cartReminderFailed: 'Sepet hatırlatma ayarı güncellenemedi',
} as const;

export interface SettingField {
  key: string;
  label: string;
}

/** A homepage text's label in the panel, by its key without the section ('about_title' → 'title'). */
const TEXT_LABELS: Record<string, string> = {
  badge_text: 'Rozet Metni',
  main_title: 'Ana Başlık',
  title: 'Başlık',
  subtitle: 'Alt Başlık',
  cta_text: 'Buton Metni',
  form_title: 'Form Başlığı',
  feature1_title: '1. Özellik Başlığı',
  feature1_desc: '1. Özellik Açıklaması',
  feature2_title: '2. Özellik Başlığı',
  feature2_desc: '2. Özellik Açıklaması',
  feature3_title: '3. Özellik Başlığı',
  feature3_desc: '3. Özellik Açıklaması',
};

const textGroup = (title: string, keys: string[]) => ({
  title,
  fields: keys.map((key) => ({ key, label: TEXT_LABELS[key.slice(key.indexOf('_') + 1)]! })),
});

/** The six groups of the homepage texts panel, in the order of the home page. */
export const HOMEPAGE_TEXT_GROUPS: { title: string; fields: SettingField[] }[] = [
  textGroup('Ana Giriş (Hero)', ['hero_badge_text', 'hero_main_title', 'hero_subtitle', 'hero_cta_text']),
  textGroup('Hakkımızda', ['about_title', 'about_subtitle']),
  textGroup('Online Market', [
    'market_title',
    'market_subtitle',
    ...[1, 2, 3].flatMap((n) => [`market_feature${n}_title`, `market_feature${n}_desc`]),
  ]),
  textGroup('Kataloglar', ['catalogs_title', 'catalogs_subtitle']),
  textGroup('Referanslar', ['references_badge_text', 'references_title', 'references_subtitle']),
  textGroup('İletişim', ['contact_title', 'contact_subtitle', 'contact_form_title']),
];

/** Every homepage text's key (the panel's groups, the catalogue role's rule, the demo seed's check). */
export const HOMEPAGE_TEXT_KEYS = HOMEPAGE_TEXT_GROUPS.flatMap((g) => g.fields.map((f) => f.key));

export const COMPANY_FIELDS: (SettingField & { type: 'text' | 'email' | 'tel' | 'url' | 'textarea' })[] = [
  { key: 'company_name', label: 'Şirket Adı', type: 'text' },
  { key: 'company_email', label: 'E-posta', type: 'email' },
  { key: 'company_phone', label: 'Telefon', type: 'tel' },
  { key: 'company_address', label: 'Adres', type: 'textarea' },
  { key: 'company_website', label: 'Web Sitesi', type: 'url' },
  { key: 'company_description', label: 'Şirket Açıklaması', type: 'textarea' },
];

export const LOGO_KEY = 'company_logo';
export const VAT_KEY = 'vat_rate';
/** The shopping feeds (decision 0276): '0' turns them off (404); unset or '1' keeps them on. */
export const FEEDS_ENABLED_KEY = 'feeds_enabled';
/** The feeds' secret `?token=`: blank leaves them open. Never in a public read or the site build. */
export const FEEDS_TOKEN_KEY = 'feeds_token';

/** Hours a consenting customer's cart waits untouched before its one reminder; '0' sends none. */
export const CART_REMINDER_HOURS_KEY = 'cart_reminder_hours';
export const DEFAULT_CART_REMINDER_HOURS = 24;

/** Settings only the admin reads: left out of GET /api/settings and the published site. */
// The return agreement codes let a parcel travel at the shop's expense: not for the public list.
export const PRIVATE_SETTING_KEYS: readonly string[] = [FEEDS_TOKEN_KEY, RETURN_SETTINGS_KEY];
/** Settings no page shows: saving one does not republish the site. */
export const SERVER_ONLY_SETTING_KEYS: readonly string[] = [
  FEEDS_ENABLED_KEY,
  FEEDS_TOKEN_KEY,
  CART_REMINDER_HOURS_KEY,
  ...INVOICE_SETTING_KEYS,
];

const homepageText = z
  .string(settingMessages.textRequired)
  .trim()
  .min(1, settingMessages.textRequired)
  .max(2000, tooLongMessage('Metin', 2000));
const optional = (max: number, label: string) =>
  z.string(`${label} geçersiz`).trim().max(max, tooLongMessage(label, max));
// One pass over the text, no nested quantifiers: a long address cannot make it backtrack.
const WEBSITE = /^https?:\/\/[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i;

const accountText = (max: number, message: string, label: string) =>
  z.string(message).trim().min(1, message).max(max, tooLongMessage(label, max));

/** One account transfers are paid into; the IBAN is stored without spaces, in upper case. */
const bankAccountSchema = z.object({
  bankName: accountText(100, PAYMENT_MESSAGES.bankName, 'Banka adı'),
  iban: z.string(PAYMENT_MESSAGES.iban).transform(normaliseIban).refine(isTurkishIban, PAYMENT_MESSAGES.iban),
  accountHolder: accountText(200, PAYMENT_MESSAGES.accountHolder, 'Hesap sahibi'),
});

/** The accounts list arrives as JSON text (settings are text) and is stored normalised. */
const bankAccountsValue = z
  .string(PAYMENT_MESSAGES.accounts)
  .transform((text, ctx) => {
    const json = parseClientJson(text);
    if (json.ok) return json.value;
    ctx.addIssue({
      code: 'custom',
      message: json.problem === 'syntax' ? PAYMENT_MESSAGES.accounts : UNSTORABLE_TEXT_MESSAGE,
    });
    return z.NEVER;
  })
  .pipe(z.array(bankAccountSchema, PAYMENT_MESSAGES.accounts).max(10, 'En fazla 10 banka hesabı tanımlanabilir'))
  .transform((accounts) => JSON.stringify(accounts));

const PAYMENT_SCHEMAS: Record<string, z.ZodType<string | null, string>> = {
  ...Object.fromEntries(
    PAYMENT_METHODS.map((m) => [
      methodSettingKey(m),
      z.enum(['true', 'false'], 'Açık (true) veya kapalı (false) olmalıdır'),
    ]),
  ),
  [BANK_ACCOUNTS_KEY]: bankAccountsValue,
  [TRANSFER_DISCOUNT_KEY]: z
    .string(PAYMENT_MESSAGES.discount)
    .trim()
    .transform((v) => v.replace(',', '.'))
    .refine((v) => /^\d{1,2}(\.\d{1,2})?$/.test(v) && Number(v) <= MAX_TRANSFER_DISCOUNT, PAYMENT_MESSAGES.discount)
    .transform((v) => String(Number(v))),
};

const VALUE_SCHEMAS: Record<string, z.ZodType<string | null, string>> = {
  ...Object.fromEntries(HOMEPAGE_TEXT_KEYS.map((key) => [key, homepageText])),
  company_name: z
    .string('Şirket adı zorunludur')
    .trim()
    .min(1, 'Şirket adı zorunludur')
    .max(200, tooLongMessage('Şirket adı', 200)),
  company_email: z
    .string('Geçerli bir e-posta adresi giriniz')
    .trim()
    .max(254, tooLongMessage('E-posta adresi', 254))
    .pipe(z.union([z.literal(''), z.email('Geçerli bir e-posta adresi giriniz')])),
  company_phone: optional(50, 'Telefon'),
  company_address: optional(500, 'Adres'),
  company_website: optional(200, 'Web sitesi').refine(
    (v) => v === '' || WEBSITE.test(v),
    settingMessages.websiteInvalid,
  ),
  company_description: optional(5000, 'Şirket açıklaması'),
  [VAT_KEY]: z
    .string(VAT_RATE_MESSAGE)
    .trim()
    .refine((v) => /^\d{1,2}$/.test(v) && isVatRate(Number(v)), VAT_RATE_MESSAGE)
    .transform((v) => String(Number(v))),
  // The dashboard's and the product table's "low stock" line.
  low_stock_threshold: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, 'Az stok eşiği 0 veya daha büyük bir tam sayı olmalıdır'),
  [LOGO_KEY]: imageAddress('Logo adresi geçerli bir URL olmalıdır (https://…)'),
  ...PAYMENT_SCHEMAS,
  ...INVOICE_VALUE_SCHEMAS,
  [FEEDS_ENABLED_KEY]: z.enum(['0', '1'], 'Ürün akışı açık (1) veya kapalı (0) olmalıdır'),
  [CART_REMINDER_HOURS_KEY]: z
    .string(settingMessages.cartReminderHours)
    .trim()
    .regex(/^\d{1,3}$/, settingMessages.cartReminderHours)
    .refine((v) => Number(v) <= 720, settingMessages.cartReminderHours)
    .transform((v) => String(Number(v))),
  [FEEDS_TOKEN_KEY]: z
    .string(settingMessages.feedsTokenInvalid)
    .trim()
    .refine((v) => v === '' || /^[A-Za-z0-9_-]{16,128}$/.test(v), settingMessages.feedsTokenInvalid),
};

/** The schema for one setting's value, or null for a key the admin may not set. */
export function settingValueSchema(key: string): z.ZodType<string | null, string> | null {
  return Object.hasOwn(VALUE_SCHEMAS, key) ? VALUE_SCHEMAS[key]! : null;
}

/** Turkey's general KDV rate since 10 July 2023 (it was 18 before). */
export const VAT_HINT =
  "Yeni ürünler bu oranı alır; her ürünün oranı ürün formunda değiştirilebilir. Türkiye'de genel KDV oranı 10 Temmuz 2023'ten bu yana %20'dir.";
