import type { Db } from '#db/connection.ts';
import { forbidden } from '../../core/errors.ts';
import {
  PAYMENT_MESSAGES,
  paymentOptionsFrom,
  type PaymentMethod,
  type PaymentOptions,
} from '../../shared/payment-methods.ts';

/** The switched-on payment methods, the transfer accounts and discount, from the settings (one read). */
export async function paymentOptions(sql: Db): Promise<PaymentOptions> {
  const rows = await sql<{ key: string; value: string }[]>`
    SELECT key, value FROM settings WHERE key LIKE 'payment\_%' OR key IN ('bank_accounts', 'bank_transfer_discount')`;
  return paymentOptionsFrom((key) => rows.find((r) => r.key === key)?.value);
}

/** Refuses a method the shop has not switched on (or cannot offer yet) with the method's Turkish name. */
export function assertMethodOffered(options: PaymentOptions, method: PaymentMethod): void {
  if (!options.methods.includes(method)) throw forbidden(PAYMENT_MESSAGES.methodOff(method));
}
