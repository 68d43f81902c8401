import type { H3Event } from 'h3';
import type { z } from 'zod';
import { invalid } from '../core/errors.ts';
import { parseOrInvalid } from '../core/parse.ts';
import { readBodyLimited } from './body-limit.ts';

export const JSON_BODY_LIMIT = 1024 * 1024;

/** Reads a JSON body (at most 1 MB, counted while it streams), then validates it; the first schema message is the answer. */
export async function readJson<S extends z.ZodType>(event: H3Event, schema: S): Promise<z.output<S>> {
  const bytes = await readBodyLimited(event.req, JSON_BODY_LIMIT);
  let data: unknown;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    data = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw invalid('Geçersiz JSON gövdesi');
  }
  return parseOr400(schema, data);
}

/** Validates input with a shared schema; a failure is a 400 with the schema's Turkish message. */
export const parseOr400 = parseOrInvalid;
