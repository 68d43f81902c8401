import type { H3Event } from 'h3';
import type { z } from 'zod';
import { invalid } from '../core/errors.ts';
import { parseOrInvalid } from '../core/parse.ts';
import { readBodyLimited } from './body-limit.ts';
import { UNSTORABLE_TEXT_MESSAGE } from './errors.ts';

export const JSON_BODY_LIMIT = 1024 * 1024;

/** Reads a JSON body (at most 1 MB, counted while it streams), then validates it; the first schema message is the answer. */
export async function readJson<S extends z.ZodType>(event: H3Event, schema: S): Promise<z.output<S>> {
  const bytes = await readBodyLimited(event.req, JSON_BODY_LIMIT);
  let text: string;
  let data: unknown;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    data = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw invalid('Geçersiz JSON gövdesi');
  }
  if (hasLoneSurrogate(text, data)) throw invalid(UNSTORABLE_TEXT_MESSAGE);
  return parseOrInvalid(schema, data);
}

// A `\ud800` escape without its pair decodes to half a character, which no UTF-8 text can hold:
// PostgreSQL refuses it inside JSON and would silently replace it elsewhere. Only a body that
// spells such an escape is walked.
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

function hasLoneSurrogate(text: string, data: unknown): boolean {
  if (!SURROGATE_ESCAPE.test(text)) return false;
  const ill = (value: unknown): boolean =>
    typeof value === 'string'
      ? !value.isWellFormed()
      : typeof value === 'object' && value !== null
        ? Object.entries(value).some(([key, v]) => !key.isWellFormed() || ill(v))
        : false;
  return ill(data);
}
