import { z } from 'zod';

// The accountant's download: paid orders of a date range, as CSV or as an Excel workbook.

/** The longest range one download may cover, in days: a year, a leap day included. */
const MAX_EXPORT_DAYS = 366;

export const EXPORT_MESSAGES = {
  range: `Geçerli bir tarih aralığı seçiniz (başlangıç bitişten sonra olamaz, en fazla ${MAX_EXPORT_DAYS} gün)`,
} as const;

const day = z
  .string({ error: EXPORT_MESSAGES.range })
  .regex(/^\d{4}-\d{2}-\d{2}$/, EXPORT_MESSAGES.range)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), EXPORT_MESSAGES.range);

/** `from` and `to` are days in Turkey's time, both included. */
export const exportRangeSchema = z.object({ from: day, to: day }).refine((r) => {
  const days = (Date.parse(r.to) - Date.parse(r.from)) / 86_400_000;
  return days >= 0 && days <= MAX_EXPORT_DAYS;
}, EXPORT_MESSAGES.range);
export type ExportRange = z.output<typeof exportRangeSchema>;

export type ExportFormat = 'csv' | 'xlsx';
export const exportFileName = (r: ExportRange, format: ExportFormat) => `siparisler-${r.from}-${r.to}.${format}`;
