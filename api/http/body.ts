import type { H3Event } from 'h3';
import type { z } from 'zod';
import { invalid } from '../core/errors.ts';
import { parseOrInvalid } from '../core/parse.ts';
import { readBodyLimited } from './body-limit.ts';
import { parseClientJson, UNSTORABLE_TEXT_MESSAGE } from '../shared/client-json.ts';

export const JSON_BODY_LIMIT = 1024 * 1024;

/** Reads a JSON body (at most 1 MB, counted while it streams), then validates it; the first schema message is the answer. */
export async function readJson<S extends z.ZodType>(event: H3Event, schema: S): Promise<z.output<S>> {
  const bytes = await readBodyLimited(event.req, JSON_BODY_LIMIT);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw invalid('Geçersiz JSON gövdesi');
  }
  const json = parseClientJson(text);
  if (!json.ok) throw invalid(json.problem === 'syntax' ? 'Geçersiz JSON gövdesi' : UNSTORABLE_TEXT_MESSAGE);
  return parseOrInvalid(schema, json.value);
}
