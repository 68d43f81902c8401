import { describe, expect, it } from 'vitest';
import { chargeTestCard } from './sandbox-cards.ts';

const card = (cardNumber: string, extra: Partial<{ expiry: string; cvc: string; cardHolder: string }> = {}) =>
  chargeTestCard(
    { cardNumber, cardHolder: 'AYSE YILMAZ', expiry: '12/30', cvc: '123', ...extra },
    new Date('2026-05-01'),
  );

describe('sandbox test cards', () => {
  it.each(['5528790000000008', '5890 0400 0000 0016', '4766620000000001'])('accepts %s', (n) => {
    expect(card(n).kind).toBe('success');
  });

  it.each([
    ['4111111111111129', 'Yetersiz bakiye'],
    ['4129111111111111', 'İşlem onaylanmadı (do not honour)'],
    ['4125111111111115', 'Kartın süresi dolmuş'],
    ['4124111111111116', 'Geçersiz CVC'],
    ['4000000000000002', 'Kart reddedildi'],
  ])('declines %s with its reason', (n, reason) => {
    expect(card(n)).toEqual({ kind: 'failure', lastFour: n.slice(-4), reason });
  });

  it('asks again for malformed input', () => {
    expect(card('1234').kind).toBe('invalid');
    expect(card('5528790000000008', { expiry: '13/30' }).kind).toBe('invalid');
    expect(card('5528790000000008', { expiry: '01/26' })).toEqual({
      kind: 'invalid',
      message: 'Kartın son kullanma tarihi geçmiş.',
    });
    expect(card('5528790000000008', { cvc: '1' }).kind).toBe('invalid');
    expect(card('5528790000000008', { cardHolder: ' ' }).kind).toBe('invalid');
  });
});
