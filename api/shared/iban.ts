// Turkish IBANs (ISO 13616): 'TR', two check digits, then 22 digits (bank code, a reserved
// digit, the account). Pure, so the admin form checks with the same rule the API enforces.

export const IBAN_MESSAGE = 'IBAN geçersiz: TR ile başlayan 26 karakterlik ve kontrol haneleri doğru bir IBAN giriniz';

/** 'tr33 0006 1005…' → 'TR330006100…': spaces dropped, upper case. */
export const normaliseIban = (input: string) => input.replace(/\s+/g, '').toUpperCase();

/** ISO 7064 mod 97-10 over the IBAN with its first four characters moved to the end, letters as 10–35. */
function mod97(iban: string): number {
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest;
}

/** A normalised Turkish IBAN whose check digits hold. */
export const isTurkishIban = (iban: string) => /^TR\d{24}$/.test(iban) && mod97(iban) === 1;

/** 'TR330006100519786457841326' → 'TR33 0006 1005 1978 6457 8413 26', as a bank prints it. */
export const formatIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');
