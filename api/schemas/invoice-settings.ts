// The seller's e-invoice settings (issue 38): what GİB's documents need beyond the company's
// name and address. The admin's 'E-Fatura / e-Arşiv' card writes them; api/invoices/seller.ts
// reads them. Each may be left blank: the local provider then issues test documents with GİB's
// test taxpayer, and a real integrator refuses to issue until the required ones are set.
import { z } from 'zod';
import './zod-turkish.ts';
import { isValidTckn, isValidVkn } from './identity-numbers.ts';
import { findProvince } from './provinces.ts';

export const INVOICE_SETTING_MESSAGES = {
  taxNumber: 'Vergi kimlik numarası 10 haneli geçerli bir VKN ya da 11 haneli geçerli bir TCKN olmalıdır',
  taxOffice: 'Vergi dairesi en fazla 100 karakter olabilir',
  city: 'İl, Türkiye’nin 81 ilinden biri olmalıdır',
  district: 'İlçe en fazla 100 karakter olabilir',
  postalCode: 'Posta kodu 5 haneli olmalıdır',
  series: 'Seri öneki 3 büyük harften oluşmalıdır (örneğin ARS)',
  issueOn: 'Fatura ödeme onaylanınca (payment) ya da kargoya verilince (shipping) kesilir',
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

export type InvoiceSettingKey = (typeof INVOICE_SETTING_FIELDS)[number]['key'];
export const INVOICE_SETTING_KEYS: readonly InvoiceSettingKey[] = INVOICE_SETTING_FIELDS.map((f) => f.key);
/** The ones a real integrator cannot issue without. */
export const REQUIRED_INVOICE_SETTINGS: readonly InvoiceSettingKey[] = INVOICE_SETTING_FIELDS.filter(
  (f) => f.required,
).map((f) => f.key);
export const INVOICE_VALUE_SCHEMAS: Record<string, z.ZodType<string, string>> = Object.fromEntries(
  INVOICE_SETTING_FIELDS.map((f) => [f.key, f.schema]),
);
