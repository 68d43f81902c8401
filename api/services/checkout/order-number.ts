import { encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';

/** 12 characters of base32 from 60 random bits: unguessable, since /siparis/{orderNumber} is public. */
export function newOrderNumber(): string {
  return encodeBase32UpperCaseNoPadding(crypto.getRandomValues(new Uint8Array(8))).slice(0, 12);
}
