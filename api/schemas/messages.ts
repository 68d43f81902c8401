import { z } from 'zod';
import { tooLongMessage } from './zod-turkish.ts';

// The Turkish answers several modules give, and the phone rule the account, trade application,
// checkout and sign-up forms share: one home, so a wording changes once (issue 48).

export const PRODUCT_NOT_FOUND = 'Ürün bulunamadı';
export const ORDER_NOT_FOUND = 'Sipariş bulunamadı';
/** A request the API cannot read (malformed, a wrong type where a flag belongs). */
export const INVALID_REQUEST = 'Geçersiz istek';
export const PHONE_INVALID = 'Geçerli bir telefon numarası giriniz';

/** Digits, '+', parentheses, spaces and dashes: how Turkish numbers are written. */
const PHONE_CHARACTERS = /^[0-9+()\s-]*$/;

/** Too short or missing: the field's own message; too long: its limit, so the customer knows how much to cut. */
export const textField = (min: number, max: number, message: string, label: string) =>
  z.string({ error: message }).trim().min(min, message).max(max, tooLongMessage(label, max));

/** A required phone number: 10 to 30 of the phone characters. */
export const phoneNumber = (message: string = PHONE_INVALID) =>
  textField(10, 30, message, 'Telefon numarası').regex(PHONE_CHARACTERS, message);

/** An optional phone number (sign-up): empty is the same as missing (null). */
export const optionalPhoneNumber = z
  .string(PHONE_INVALID)
  .trim()
  .max(30, PHONE_INVALID)
  .regex(PHONE_CHARACTERS, PHONE_INVALID)
  .nullish()
  .transform((v) => (v ? v : null));
