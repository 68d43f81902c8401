import { z } from 'zod';
import { SLUG_PATTERN } from './slug.ts';
import { parseClientJson, UNSTORABLE_TEXT_MESSAGE } from '../shared/client-json.ts';
import { parseMoney } from '../shared/money.ts';

// Field builders for the admin forms. Multipart fields arrive as strings, so
// numbers and flags are parsed from text here, the same way in panel and API.

/** Optional free text: trimmed, '' becomes null. */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} en fazla ${max} karakter olabilir`)
    .transform((v) => (v === '' ? null : v));

/** Optional free text a form may also leave out: absent or '' becomes null. */
export const omittableText = (max: number, label: string) =>
  optionalText(max, label)
    .optional()
    .transform((v) => v ?? null);

export const requiredText = (max: number, message: string, label: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${label} en fazla ${max} karakter olabilir`);

/** A non-negative integer given as text or number. */
export const wholeNumber = (message: string, min = 0) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,9}$/.test(v) && Number(v) >= min, message)
    .transform(Number);

/**
 * An amount in lira as the admin types it ('88.529,28', '88529,28', '88529.28'; parseMoney);
 * returned as '88529.28'. `signed` lets a minus through (a price change down).
 */
export const amount = (message: string, options: { signed?: boolean } = {}) =>
  z.union([z.string(), z.number()], { error: message }).transform((v, ctx) => {
    const parsed = parseMoney(v, options);
    if (parsed === null) ctx.addIssue({ code: 'custom', message });
    return parsed ?? z.NEVER;
  });

/** 'true' | 'false' from a form, or a boolean from JSON; absent means `fallback`. */
export const flag = (fallback: boolean) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', 'on', ''])])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === true || v === 'true' || v === 'on'));

/** A JSON list sent as one form field (categories, variants, existingImages). */
export const jsonField = <T extends z.ZodType>(item: T, message: string) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text.trim() === '') return [];
      const json = parseClientJson(text);
      if (json.ok) return json.value;
      ctx.addIssue({ code: 'custom', message: json.problem === 'syntax' ? message : UNSTORABLE_TEXT_MESSAGE });
      return z.NEVER;
    })
    .pipe(z.array(item, { error: message }));

/** An address for an image or file: our own path or an http(s) URL. */
export const imageAddress = (message: string) =>
  z
    .string()
    .trim()
    .max(2000, message)
    .refine((v) => v === '' || v.startsWith('/') || /^https?:\/\/[^\s]+$/i.test(v), message)
    .transform((v) => (v === '' ? null : v));

/** A URL slug; `example` shows the admin one in the error message. */
export const slugField = (example: string) =>
  requiredText(200, 'URL slug zorunludur', 'URL slug').regex(
    SLUG_PATTERN,
    `URL slug yalnızca küçük harf, rakam ve tek tire içerebilir (ör. ${example})`,
  );
