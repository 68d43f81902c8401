import { describe, expect, it } from 'vitest';
import { quoteNumber, quoteValidityEnd } from './schemas.ts';
import { shownStatus } from './quote-view.ts';

describe("a quote's validity", () => {
  it('lasts to the end of its last day in Istanbul (UTC+3), then a sent or accepted quote reads as expired', () => {
    expect(quoteValidityEnd('2026-12-31').toISOString()).toBe('2026-12-31T21:00:00.000Z');
    const lastMinute = new Date('2026-12-31T20:59:59Z');
    const nextDay = new Date('2026-12-31T21:00:00Z');
    expect(shownStatus('sent', '2026-12-31', lastMinute)).toBe('sent');
    expect(shownStatus('sent', '2026-12-31', nextDay)).toBe('expired');
    expect(shownStatus('accepted', '2026-12-31', nextDay)).toBe('expired');
    for (const kept of ['requested', 'declined', 'ordered'] as const)
      expect(shownStatus(kept, '2026-12-31', nextDay)).toBe(kept);
    expect(shownStatus('sent', null, nextDay)).toBe('sent');
  });

  it('is numbered TKL- and six digits', () => {
    expect(quoteNumber(42)).toBe('TKL-000042');
    expect(quoteNumber(1_234_567)).toBe('TKL-1234567');
  });
});
