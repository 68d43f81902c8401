import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatLongDate,
  formatLongDateTime,
  formatNumericDateTime,
  formatNumericDateTimeSeconds,
  isoDay,
  istanbulClock,
} from './date-format.ts';

// 21:30 UTC on 5 January is already 00:30 on 6 January in Istanbul (UTC+3), whatever the
// time zone of the machine running the test.
const lateEvening = '2026-01-05T21:30:09Z';

describe('dates on the clock of Istanbul', () => {
  it('shows the day and time Istanbul shows', () => {
    expect(formatDate(lateEvening)).toBe('06.01.2026');
    expect(formatLongDate(lateEvening)).toBe('6 Ocak 2026');
    expect(formatDateTime(lateEvening)).toBe('6 Oca 2026 00:30');
    expect(formatLongDateTime(lateEvening)).toBe('6 Ocak 2026 00:30');
    expect(formatNumericDateTime(new Date(lateEvening))).toBe('06.01.2026 00:30');
    expect(formatNumericDateTimeSeconds(lateEvening)).toBe('06.01.2026 00:30:09');
    expect(isoDay(new Date(lateEvening))).toBe('2026-01-06');
  });

  it('keeps a date-only value on its own day', () => {
    expect(formatDayMonth('2026-11-27T00:00:00Z')).toBe('27 Kas');
  });

  it('gives a spreadsheet the clock Istanbul showed', () => {
    expect(istanbulClock(new Date(lateEvening)).toISOString()).toBe('2026-01-06T00:30:09.000Z');
  });
});
