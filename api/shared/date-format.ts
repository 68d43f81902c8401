// Dates and times as the shop shows them: in Turkish, on the clock of Istanbul, whatever time zone
// the server or the visitor's browser runs in. The one home of the shop's date formats.

type DateInput = Date | string | number;

const ISTANBUL = 'Europe/Istanbul';
const format = (options: Intl.DateTimeFormatOptions, locale = 'tr-TR') => {
  const formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: ISTANBUL });
  return (value: DateInput) => formatter.format(new Date(value));
};

/** "27.11.2026" (the contract's date). */
export const formatDate = format({ day: '2-digit', month: '2-digit', year: 'numeric' });

/** "27 Kasım 2026" (a catalogue's or a legal text's last update). */
export const formatLongDate = format({ day: 'numeric', month: 'long', year: 'numeric' });

/** "27 Kas" (a bar of the admin's revenue chart). */
export const formatDayMonth = format({ day: 'numeric', month: 'short' });

/** "27 Kas 2026 14:05" (the admin's lists and details). */
export const formatDateTime = format({ dateStyle: 'medium', timeStyle: 'short' });

/** "27 Kasım 2026 14:05" (the shopper's order pages and account). */
export const formatLongDateTime = format({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "27.11.2026 14:05" (the accountant's export). */
export const formatNumericDateTime = format({
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "27.11.2026 14:05:09" (the order mails). */
export const formatNumericDateTimeSeconds = format({
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** "2026-11-27": the day in Istanbul, as a date input's value. */
export const isoDay = format({ year: 'numeric', month: '2-digit', day: '2-digit' }, 'sv-SE');

const CLOCK_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: ISTANBUL,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The moment as a clock in Istanbul showed it, as a UTC date (a spreadsheet's date cell has no zone). */
export function istanbulClock(moment: Date): Date {
  const part = Object.fromEntries(CLOCK_PARTS.formatToParts(moment).map((p) => [p.type, Number(p.value)]));
  return new Date(Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!));
}
