import type { Db } from '#db/connection.ts';
import { forbidden } from '../../core/errors.ts';
import { fromKurus } from '../../shared/money.ts';
import {
  PAYMENT_MESSAGES,
  paymentOptionsFrom,
  type PaymentMethod,
  type PaymentOptions,
} from '../../shared/payment-methods.ts';
import { balanceKurus, ledgerEntries, readTerms } from '../../features/open-account/index.ts';

/** The switched-on payment methods, the transfer accounts and discount, from the settings (one read). */
export async function paymentOptions(sql: Db): Promise<PaymentOptions> {
  const rows = await sql<{ key: string; value: string }[]>`
    SELECT key, value FROM settings WHERE key LIKE 'payment\_%' OR key IN ('bank_accounts', 'bank_transfer_discount')`;
  return paymentOptionsFrom((key) => rows.find((r) => r.key === key)?.value);
}

/**
 * What this buyer may choose: the shop's methods, open account only for a signed-in customer
 * with an open account (then with its limit, what is left of it and the term).
 */
export async function buyerPaymentOptions(sql: Db, userId: number | null): Promise<PaymentOptions> {
  const options = await paymentOptions(sql);
  if (!options.methods.includes('open_account')) return options;
  const terms = userId === null ? null : await readTerms(sql, userId);
  if (!terms || userId === null) return { ...options, methods: options.methods.filter((m) => m !== 'open_account') };
  const balance = balanceKurus(await ledgerEntries(sql, userId));
  return {
    ...options,
    openAccount: {
      creditLimit: fromKurus(terms.creditLimitKurus),
      available: fromKurus(Math.max(0, terms.creditLimitKurus - balance)),
      paymentTermDays: terms.paymentTermDays,
    },
  };
}

/** Refuses a method the shop has not switched on (or cannot offer yet) with the method's Turkish name. */
export function assertMethodOffered(options: PaymentOptions, method: PaymentMethod): void {
  if (!options.methods.includes(method)) throw forbidden(PAYMENT_MESSAGES.methodOff(method));
}
