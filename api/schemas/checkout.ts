import { z } from 'zod';
import { tooLongMessage } from './zod-turkish.ts';
import { isValidTckn, isValidVkn } from './identity-numbers.ts';
import { ADDRESS_MESSAGES, postalCodeFits } from './addresses.ts';
import { findProvince } from './provinces.ts';
import { PAYMENT_MESSAGES, PAYMENT_METHODS, type PaymentMethod } from '../shared/payment-methods.ts';
import { DELIVERY_METHODS, SHIPPING_MESSAGES } from '../features/shipping/schemas.ts';
import { PHONE_INVALID, phoneNumber } from './messages.ts';

// The checkout form (the storefront spec's entities) with the messages of the checkout table (its validation rules).
// The island validates with it on submit; the API parses every request with it.
export const CHECKOUT_MESSAGES = {
  customerName: 'Ad en az 2 karakter olmalıdır',
  customerEmail: 'Geçerli bir e-posta adresi giriniz',
  customerPhone: PHONE_INVALID,
  billingAddress: 'Fatura adresi en az 10 karakter olmalıdır',
  billingCity: 'Şehir adı giriniz',
  billingPostalCode: 'Posta kodu giriniz',
  shippingAddress: 'Teslimat adresi en az 10 karakter olmalıdır',
  shippingCity: 'Şehir adı giriniz',
  shippingPostalCode: 'Posta kodu giriniz',
  contractConsent: "Devam edebilmek için Mesafeli Satış Sözleşmesi ve Ön Bilgilendirme Formu'nu kabul etmelisiniz.",
  invoiceType: 'Fatura tipi Bireysel veya Kurumsal olmalıdır',
  identityNumber: 'T.C. kimlik numarası 11 haneli ve geçerli olmalıdır',
  companyName: 'Kurumsal fatura için firma unvanı giriniz',
  taxNumber: 'Vergi numarası 10 haneli ve geçerli olmalıdır',
  taxOffice: 'Kurumsal fatura için vergi dairesi giriniz',
  billingDistrict: ADDRESS_MESSAGES.district,
  shippingDistrict: ADDRESS_MESSAGES.district,
} as const;

/** Shown on the checkout page and the sandbox's card form while the sandbox takes the payments. */
export const TEST_MODE_NOTICE = 'Test modu: gerçek ödeme alınmaz';

export const INVOICE_TYPES = ['individual', 'corporate'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const INVOICE_TYPE_LABELS: Record<InvoiceType, string> = { individual: 'Bireysel', corporate: 'Kurumsal' };

export const EMPTY_CART_TITLE = 'Sepet Boş';
export const EMPTY_CART_MESSAGE = 'Sepetinizde ürün bulunmuyor.';

const text = (min: number, message: string, max: number, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(min, { error: message })
    .max(max, { error: tooLongMessage(label, max) });
/** An optional text; `message` replaces the generic ones where the field has its own rule (TCKN, VKN). */
const optional = (max: number, label: string, message?: string) =>
  z
    .string({ error: message ?? `${label} geçersiz` })
    .trim()
    .max(max, { error: message ?? tooLongMessage(label, max) })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));
const flag = z.boolean({ error: 'Geçersiz seçim' }).default(false);

type CrossChecked = {
  invoiceType: InvoiceType;
  companyName: string | null;
  taxNumber: string | null;
  taxOffice: string | null;
} & Record<`${'billing' | 'shipping'}${'City' | 'PostalCode'}`, string> &
  Record<`${'billing' | 'shipping'}District`, string | null>;

/**
 * A corporate invoice needs the company's title, VKN and tax office. Each address's city is
 * one of the 81 provinces, its district one of that province's, and its postal code starts
 * with the province's plate code.
 */
const withCrossChecks = <T extends z.ZodType<CrossChecked>>(schema: T) =>
  schema.superRefine((form, ctx) => {
    if (form.invoiceType === 'corporate') {
      for (const field of ['companyName', 'taxNumber', 'taxOffice'] as const) {
        if (!form[field]) ctx.addIssue({ code: 'custom', path: [field], message: CHECKOUT_MESSAGES[field] });
      }
    }
    for (const side of ['billing', 'shipping'] as const) {
      const province = findProvince(form[`${side}City`]);
      if (!province) {
        ctx.addIssue({ code: 'custom', path: [`${side}City`], message: ADDRESS_MESSAGES.province });
        continue;
      }
      const district = form[`${side}District`];
      if (district && !province.districts.includes(district))
        ctx.addIssue({ code: 'custom', path: [`${side}District`], message: ADDRESS_MESSAGES.district });
      if (!postalCodeFits(form[`${side}PostalCode`], province))
        ctx.addIssue({ code: 'custom', path: [`${side}PostalCode`], message: ADDRESS_MESSAGES.postalCode });
    }
  });

const fields = z.object({
  customerName: text(2, CHECKOUT_MESSAGES.customerName, 120, 'Ad'),
  customerEmail: z
    .string({ error: CHECKOUT_MESSAGES.customerEmail })
    .max(254, { error: tooLongMessage('E-posta adresi', 254) })
    .pipe(z.email({ error: CHECKOUT_MESSAGES.customerEmail })),
  customerPhone: phoneNumber(),
  billingAddress: text(10, CHECKOUT_MESSAGES.billingAddress, 500, 'Fatura adresi'),
  billingCity: text(2, CHECKOUT_MESSAGES.billingCity, 80, 'Şehir adı'),
  billingDistrict: optional(80, 'İlçe', ADDRESS_MESSAGES.district),
  billingPostalCode: text(5, CHECKOUT_MESSAGES.billingPostalCode, 10, 'Posta kodu'),
  shippingAddress: text(10, CHECKOUT_MESSAGES.shippingAddress, 500, 'Teslimat adresi'),
  shippingCity: text(2, CHECKOUT_MESSAGES.shippingCity, 80, 'Şehir adı'),
  shippingDistrict: optional(80, 'İlçe', ADDRESS_MESSAGES.district),
  shippingPostalCode: text(5, CHECKOUT_MESSAGES.shippingPostalCode, 10, 'Posta kodu'),
  invoiceType: z.enum(INVOICE_TYPES, { error: CHECKOUT_MESSAGES.invoiceType }).default('individual'),
  identityNumber: optional(11, 'T.C. kimlik numarası', CHECKOUT_MESSAGES.identityNumber).refine(
    (v) => v === null || isValidTckn(v),
    { error: CHECKOUT_MESSAGES.identityNumber },
  ),
  companyName: optional(200, 'Firma adı'),
  taxNumber: optional(10, 'Vergi numarası', CHECKOUT_MESSAGES.taxNumber).refine((v) => v === null || isValidVkn(v), {
    error: CHECKOUT_MESSAGES.taxNumber,
  }),
  taxOffice: optional(100, 'Vergi dairesi'),
  notes: optional(1000, 'Sipariş notu'),
  sameAsShipping: flag,
  contractConsent: z.literal(true, { error: CHECKOUT_MESSAGES.contractConsent }),
  marketingConsent: flag,
  // Card unless the buyer chose another; whether the shop offers it is checked by the API.
  paymentMethod: z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.unknownMethod }).default('card'),
  // Shipped unless the buyer collects it; the carrier (cheapest when absent) is checked against the server's quote.
  delivery: z.enum(DELIVERY_METHODS, { error: SHIPPING_MESSAGES.delivery }).default('ship'),
  carrier: optional(60, 'Kargo firması', SHIPPING_MESSAGES.carrier),
});

/** 'Same as billing' copies billing address, city and postal code into the shipping fields. */
export function copyBillingToShipping<T extends Record<string, unknown>>(form: T): T {
  return {
    ...form,
    shippingAddress: form.billingAddress,
    shippingCity: form.billingCity,
    shippingDistrict: form.billingDistrict,
    shippingPostalCode: form.billingPostalCode,
  };
}

// Anything else the client sends (prices, totals, order number, status) is dropped by z.object.
export const checkoutFormSchema = z.preprocess((input) => {
  if (input && typeof input === 'object' && (input as { sameAsShipping?: unknown }).sameAsShipping === true) {
    return copyBillingToShipping(input as Record<string, unknown>);
  }
  return input;
}, withCrossChecks(fields));

export type CheckoutForm = z.output<typeof fields>;
export type CheckoutFormInput = z.input<typeof fields>;
export type CheckoutField = keyof typeof CHECKOUT_MESSAGES;

/** Every failing field with its message, for showing each under its control. */
export function checkoutFieldErrors(input: unknown): Partial<Record<CheckoutField, string>> {
  const result = checkoutFormSchema.safeParse(input);
  if (result.success) return {};
  const errors: Partial<Record<CheckoutField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as CheckoutField;
    if (field in CHECKOUT_MESSAGES && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** What POST /api/checkout/create answers for a card (its entities), plus where the browser posts the token. */
export interface CardCheckoutAnswer {
  checkoutFormContent: string;
  token: string;
  /** The provider's hosted form: our sandbox path (posted to) or iyzico's page (opened). */
  paymentPageUrl: string;
}

/** A bank-transfer order is placed at once, without a payment token: the buyer pays into an account. */
export interface TransferCheckoutAnswer {
  orderNumber: string;
  status: 'awaiting_payment';
  paymentMethod: Exclude<PaymentMethod, 'card'>;
}

/** An open-account order is confirmed at once and due on its day (YYYY-MM-DD). */
export interface AccountCheckoutAnswer {
  orderNumber: string;
  status: 'confirmed';
  paymentMethod: 'open_account';
  dueDate: string;
}

export type CheckoutAnswer = CardCheckoutAnswer | TransferCheckoutAnswer | AccountCheckoutAnswer;
