import type { CheckoutField, CheckoutForm, InvoiceType } from '../../../api/schemas/checkout';

// The checkout form's state in the island (the schema's fields, all text kept as typed)
// and its controls, section by section.
type Flag = 'sameAsShipping' | 'contractConsent' | 'marketingConsent';
export type TextKey = Exclude<keyof CheckoutForm, Flag | 'invoiceType'>;
export type CheckoutValues = Record<TextKey, string> & Record<Flag, boolean> & { invoiceType: InvoiceType };

export const emptyValues = (): CheckoutValues => ({
  customerName: '', customerEmail: '', customerPhone: '', invoiceType: 'individual', identityNumber: '', companyName: '', taxNumber: '', taxOffice: '',
  billingAddress: '', billingCity: '', billingPostalCode: '', shippingAddress: '', shippingCity: '', shippingPostalCode: '',
  notes: '', sameAsShipping: false, contractConsent: false, marketingConsent: false,
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
export const BILLING_FIELDS: FieldSpec[] = [
  { key: 'billingAddress', label: 'Fatura Adresi *', autoComplete: 'billing street-address', wide: true, multiline: true },
  { key: 'billingCity', label: 'Şehir *', autoComplete: 'billing address-level1' },
  { key: 'billingPostalCode', label: 'Posta Kodu *', autoComplete: 'billing postal-code', inputMode: 'numeric' },
];
export const SHIPPING_FIELDS: FieldSpec[] = [
  { key: 'shippingAddress', label: 'Teslimat Adresi *', autoComplete: 'shipping street-address', wide: true, multiline: true },
  { key: 'shippingCity', label: 'Şehir *', autoComplete: 'shipping address-level1' },
  { key: 'shippingPostalCode', label: 'Posta Kodu *', autoComplete: 'shipping postal-code', inputMode: 'numeric' },
];

/** The order controls appear in, for focusing the first one with a message. */
export const FIELD_ORDER: CheckoutField[] = [
  'customerName', 'customerEmail', 'customerPhone', 'identityNumber', 'companyName', 'taxNumber', 'taxOffice', 'billingAddress', 'billingCity', 'billingPostalCode',
  'shippingAddress', 'shippingCity', 'shippingPostalCode', 'contractConsent',
];
