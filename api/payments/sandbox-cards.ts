// iyzico's documented test cards (storefront sandbox): these succeed, these fail with their reason.
export const SUCCESS_CARDS = ['5528790000000008', '5890040000000016', '4766620000000001'];

export const FAILING_CARDS: Record<string, string> = {
  '4111111111111129': 'Yetersiz bakiye',
  '4129111111111111': 'İşlem onaylanmadı (do not honour)',
  '4125111111111115': 'Kartın süresi dolmuş',
  '4124111111111116': 'Geçersiz CVC',
};

export interface CardInput {
  cardNumber: string;
  cardHolder: string;
  expiry: string;
  cvc: string;
}

export type CardOutcome =
  | { kind: 'invalid'; message: string }
  | { kind: 'success'; lastFour: string }
  | { kind: 'failure'; lastFour: string; reason: string };

/** Checks the form's shape (re-shown with a message), then answers as the sandbox bank would. */
export function chargeTestCard(input: CardInput, now = new Date()): CardOutcome {
  const number = input.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{15,16}$/.test(number)) return { kind: 'invalid', message: 'Kart numarası 16 haneli olmalıdır.' };
  if (input.cardHolder.trim().length < 3) return { kind: 'invalid', message: 'Kart üzerindeki ismi giriniz.' };
  const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(input.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12)
    return { kind: 'invalid', message: 'Son kullanma tarihini AA/YY biçiminde giriniz.' };
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  if (year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1)
    return { kind: 'invalid', message: 'Kartın son kullanma tarihi geçmiş.' };
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { kind: 'invalid', message: 'CVC 3 haneli olmalıdır.' };
  const lastFour = number.slice(-4);
  if (SUCCESS_CARDS.includes(number)) return { kind: 'success', lastFour };
  return { kind: 'failure', lastFour, reason: FAILING_CARDS[number] ?? 'Kart reddedildi' };
}
