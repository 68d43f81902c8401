// The seller's e-invoice settings (issue 38): what GİB's documents need beyond the company's
// name and address. The admin's 'E-Fatura / e-Arşiv' card writes them; api/invoices/seller.ts
// reads them. Each may be left blank: the local provider then issues test documents with GİB's
// test taxpayer, and a real integrator refuses to issue until the required ones are set.
import { z } from 'zod';
import '../../schemas/zod-turkish.ts';
import { isValidTckn, isValidVkn } from '../../schemas/identity-numbers.ts';
import { findProvince } from '../../schemas/provinces.ts';
import { CARRIER_NAMES } from '../../schemas/carriers.ts';
import { slugify } from '../../schemas/slug.ts';

export const INVOICE_SETTING_MESSAGES = {
  taxNumber: 'Vergi kimlik numarası 10 haneli geçerli bir VKN ya da 11 haneli geçerli bir TCKN olmalıdır',
  taxOffice: 'Vergi dairesi en fazla 100 karakter olabilir',
  city: 'İl, Türkiye’nin 81 ilinden biri olmalıdır',
  district: 'İlçe en fazla 100 karakter olabilir',
  postalCode: 'Posta kodu 5 haneli olmalıdır',
  series: 'Seri öneki 3 büyük harften oluşmalıdır (örneğin ARS)',
  issueOn: 'Fatura ödeme onaylanınca (payment) ya da kargoya verilince (shipping) kesilir',
  carrierTaxNumber: 'Kargo firmasının vergi kimlik numarası 10 haneli geçerli bir VKN olmalıdır',
  carrierPlace: 'Kargo firmasının merkezi "İl / İlçe" biçiminde yazılmalıdır (örneğin İstanbul / Şişli)',
  updated: 'Fatura ayarları güncellendi',
  failed: 'Fatura ayarları güncellenemedi',
} as const;

const m = INVOICE_SETTING_MESSAGES;
/** Blank unsets the setting; anything else must pass `check`. */
const blankOr = (message: string, check: (v: string) => boolean, max = 100) =>
  z
    .string(message)
    .trim()
    .max(max, message)
    .refine((v) => v === '' || check(v), message);

export const INVOICE_SETTING_FIELDS = [
  {
    key: 'invoice_seller_tax_number',
    label: 'VKN / TCKN',
    required: true,
    schema: blankOr(m.taxNumber, (v) => isValidVkn(v) || isValidTckn(v), 11),
  },
  {
    key: 'invoice_seller_tax_office',
    label: 'Vergi Dairesi',
    required: true,
    schema: blankOr(m.taxOffice, () => true),
  },
  { key: 'invoice_seller_city', label: 'İl', required: true, schema: blankOr(m.city, (v) => !!findProvince(v)) },
  { key: 'invoice_seller_district', label: 'İlçe', required: true, schema: blankOr(m.district, () => true) },
  {
    key: 'invoice_seller_postal_code',
    label: 'Posta Kodu',
    required: false,
    schema: blankOr(m.postalCode, (v) => /^\d{5}$/.test(v), 5),
  },
  {
    key: 'invoice_series_earsiv',
    label: 'e-Arşiv seri öneki',
    required: false,
    schema: blankOr(m.series, (v) => /^[A-Z]{3}$/.test(v), 3),
  },
  {
    key: 'invoice_series_efatura',
    label: 'e-Fatura seri öneki',
    required: false,
    schema: blankOr(m.series, (v) => /^[A-Z]{3}$/.test(v), 3),
  },
  {
    key: 'invoice_issue_on',
    label: 'Fatura ne zaman kesilsin',
    required: false,
    schema: z.enum(['', 'payment', 'shipping'], m.issueOn),
  },
] as const;

/**
 * Each carrier as an e-Arşiv invoice of a shipped order names it (decision 0332): its VKN and the
 * il / ilçe of its registered office (UBL-TR's party needs an address). Set by the admin, never
 * guessed; a carrier without both is named in a note only.
 */
const carrierKey = (field: 'vkn' | 'place', carrier: string) =>
  `invoice_carrier_${field}_${slugify(carrier).replace(/-/g, '_')}`;

/** 'İstanbul / Şişli' → { city, district }, the il one of the 81; null for anything else. */
export function parseCarrierPlace(value: string): { city: string; district: string } | null {
  const [city, district, ...rest] = value.split('/').map((p) => p.trim());
  if (!city || !district || rest.length > 0 || !findProvince(city)) return null;
  return { city, district };
}

export const CARRIER_PARTY_FIELDS = CARRIER_NAMES.map((carrier) => ({
  carrier,
  vkn: {
    key: carrierKey('vkn', carrier),
    label: `${carrier} VKN`,
    schema: blankOr(m.carrierTaxNumber, isValidVkn, 10),
  },
  place: {
    key: carrierKey('place', carrier),
    label: `${carrier} merkez il / ilçe`,
    schema: blankOr(m.carrierPlace, (v) => parseCarrierPlace(v) !== null),
  },
}));
const CARRIER_SETTING_FIELDS = CARRIER_PARTY_FIELDS.flatMap((f) => [f.vkn, f.place]);

export type InvoiceSettingKey = (typeof INVOICE_SETTING_FIELDS)[number]['key'];
export const INVOICE_SETTING_KEYS: readonly string[] = [
  ...INVOICE_SETTING_FIELDS.map((f) => f.key),
  ...CARRIER_SETTING_FIELDS.map((f) => f.key),
];
/** The ones a real integrator cannot issue without. */
export const REQUIRED_INVOICE_SETTINGS: readonly InvoiceSettingKey[] = INVOICE_SETTING_FIELDS.filter(
  (f) => f.required,
).map((f) => f.key);
export const INVOICE_VALUE_SCHEMAS: Record<string, z.ZodType<string, string>> = Object.fromEntries(
  [...INVOICE_SETTING_FIELDS, ...CARRIER_SETTING_FIELDS].map((f) => [f.key, f.schema]),
);
