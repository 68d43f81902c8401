import { IBAN_MESSAGE, isTurkishIban, normaliseIban } from './iban.ts';
import { toKurus } from './money.ts';

// How a buyer may pay, and the settings that switch each way on. Pure: the checkout island,
// the admin settings panel and the API read the same keys, defaults and labels.

export const PAYMENT_METHODS = ['card', 'bank_transfer', 'open_account'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Kredi / Banka Kartı',
  bank_transfer: 'Havale / EFT',
  open_account: 'Cari Hesap (Açık Hesap)',
};

/** The setting that switches a method on ('true') or off ('false'); unset takes the default below. */
export const methodSettingKey = (method: PaymentMethod) => `payment_${method}_enabled`;
/** Card is what the shop always did; the others wait until the admin switches them on. */
export const METHOD_DEFAULTS: Record<PaymentMethod, boolean> = {
  card: true,
  bank_transfer: false,
  open_account: false,
};

export const BANK_ACCOUNTS_KEY = 'bank_accounts';
export const TRANSFER_DISCOUNT_KEY = 'bank_transfer_discount';
/** A transfer discount above this is a typing error, not a price policy. */
export const MAX_TRANSFER_DISCOUNT = 50;

export interface BankAccount {
  bankName: string;
  iban: string;
  accountHolder: string;
}

export const PAYMENT_MESSAGES = {
  methodOff: (method: PaymentMethod) => `${PAYMENT_METHOD_LABELS[method]} ile ödeme şu anda kullanılamıyor.`,
  unknownMethod: 'Geçersiz ödeme yöntemi',
  iban: IBAN_MESSAGE,
  bankName: 'Banka adı giriniz',
  accountHolder: 'Hesap sahibi giriniz',
  accounts: 'Hesap listesi geçersiz',
  noAccounts: 'Havale / EFT için önce en az bir banka hesabı tanımlayın.',
  discount: `Havale indirimi 0 ile ${MAX_TRANSFER_DISCOUNT} arasında, en fazla iki ondalıklı bir yüzde olmalıdır`,
} as const;

/** The transfer discount setting as a percentage string ('0' when unset or unreadable). */
export function transferDiscountPercent(value: string | undefined | null): string {
  const text = (value ?? '').trim().replace(',', '.');
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(text) || toKurus(text) > MAX_TRANSFER_DISCOUNT * 100) return '0';
  return String(Number(text));
}

/** The stored accounts list (JSON), or [] when unset or unreadable; only valid IBANs are kept. */
export function bankAccountsOf(value: string | undefined | null): BankAccount[] {
  try {
    const list = JSON.parse(value ?? '[]') as unknown;
    if (!Array.isArray(list)) return [];
    return list.filter(
      (a): a is BankAccount =>
        typeof a?.bankName === 'string' &&
        typeof a?.accountHolder === 'string' &&
        typeof a?.iban === 'string' &&
        isTurkishIban(normaliseIban(a.iban)),
    );
  } catch {
    return [];
  }
}

/** What the checkout offers: the switched-on methods, the accounts and the transfer discount. */
export interface PaymentOptions {
  methods: PaymentMethod[];
  bankAccounts: BankAccount[];
  /** Percent off the net amount for a transfer, as a string ('0' for none). */
  bankTransferDiscount: string;
  /** The buyer's open account when it is offered to them (numeric strings); absent otherwise. */
  openAccount?: OpenAccountOption;
}

export interface OpenAccountOption {
  creditLimit: string;
  available: string;
  paymentTermDays: number;
}

/**
 * The options from any lookup of the settings. A transfer without an account to pay into is
 * no option; open account, when switched on, is then offered only to a buyer with an open
 * account (payment-settings.ts, buyerPaymentOptions).
 */
export function paymentOptionsFrom(setting: (key: string) => string | undefined): PaymentOptions {
  const on = (m: PaymentMethod) => {
    const v = setting(methodSettingKey(m));
    return v === undefined || v === '' ? METHOD_DEFAULTS[m] : v === 'true';
  };
  const bankAccounts = bankAccountsOf(setting(BANK_ACCOUNTS_KEY));
  const methods = PAYMENT_METHODS.filter((m) => on(m) && (m !== 'bank_transfer' || bankAccounts.length > 0));
  return { methods, bankAccounts, bankTransferDiscount: transferDiscountPercent(setting(TRANSFER_DISCOUNT_KEY)) };
}
