import type { CheckoutField, CheckoutForm, InvoiceType } from '#api/schemas/checkout.ts';

// The checkout form's state in the island (the schema's fields, all text kept as typed)
// and its controls, section by section.
type Flag = 'sameAsShipping' | 'contractConsent' | 'marketingConsent';
// Delivery and carrier are the island's own choice beside the form (DeliverySection).
export type TextKey = Exclude<keyof CheckoutForm, Flag | 'invoiceType' | 'paymentMethod' | 'delivery' | 'carrier'>;
export type CheckoutValues = Record<TextKey, string> & Record<Flag, boolean> & { invoiceType: InvoiceType };

export const emptyValues = (): CheckoutValues => ({
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  invoiceType: 'individual',
  identityNumber: '',
  companyName: '',
  taxNumber: '',
  taxOffice: '',
  billingAddress: '',
  billingCity: '',
  billingDistrict: '',
  billingPostalCode: '',
  shippingAddress: '',
  shippingCity: '',
  shippingDistrict: '',
  shippingPostalCode: '',
  notes: '',
  sameAsShipping: false,
  contractConsent: false,
  marketingConsent: false,
});

export interface FieldSpec {
  key: TextKey;
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'tel' | 'numeric' | 'email';
  wide?: boolean;
  multiline?: boolean;
}

export const CUSTOMER_FIELDS: FieldSpec[] = [
  { key: 'customerName', label: 'Ad Soyad *', autoComplete: 'name', wide: true },
  { key: 'customerEmail', label: 'E-posta *', type: 'email', autoComplete: 'email' },
  { key: 'customerPhone', label: 'Telefon *', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
];
export const INDIVIDUAL_FIELDS: FieldSpec[] = [
  { key: 'identityNumber', label: 'T.C. Kimlik No (isteğe bağlı)', inputMode: 'numeric' },
];
export const CORPORATE_FIELDS: FieldSpec[] = [
  { key: 'companyName', label: 'Firma Unvanı *', autoComplete: 'organization', wide: true },
  { key: 'taxNumber', label: 'Vergi Numarası *', inputMode: 'numeric' },
  { key: 'taxOffice', label: 'Vergi Dairesi *' },
];
/** The order controls appear in, for focusing the first one with a message. */
export const FIELD_ORDER: CheckoutField[] = [
  'customerName',
  'customerEmail',
  'customerPhone',
  'identityNumber',
  'companyName',
  'taxNumber',
  'taxOffice',
  'billingAddress',
  'billingCity',
  'billingDistrict',
  'billingPostalCode',
  'shippingAddress',
  'shippingCity',
  'shippingDistrict',
  'shippingPostalCode',
  'contractConsent',
];

/** Each field as the note under 'Siparişi Onayla ve Öde' names it when it is missing or wrong (issue 46). */
export const FIELD_NAMES: Record<CheckoutField, string> = {
  customerName: 'Ad Soyad',
  customerEmail: 'E-posta',
  customerPhone: 'Telefon',
  identityNumber: 'T.C. Kimlik No',
  companyName: 'Firma Unvanı',
  taxNumber: 'Vergi Numarası',
  taxOffice: 'Vergi Dairesi',
  billingAddress: 'Fatura adresi',
  billingCity: 'Fatura ili',
  billingDistrict: 'Fatura ilçesi',
  billingPostalCode: 'Fatura posta kodu',
  shippingAddress: 'Teslimat adresi',
  shippingCity: 'Teslimat ili',
  shippingDistrict: 'Teslimat ilçesi',
  shippingPostalCode: 'Teslimat posta kodu',
  contractConsent: 'Mesafeli Satış Sözleşmesi ve Ön Bilgilendirme Formu onayı',
  invoiceType: 'Fatura tipi',
};
