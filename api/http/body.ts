import { assertBodySize, type H3Event } from 'h3';
import type { z } from 'zod';
import { invalid, tooLarge } from '../core/errors.ts';
import { parseOrInvalid } from '../core/parse.ts';

export const JSON_BODY_LIMIT = 1024 * 1024;

/** Reads a JSON body (at most 1 MB), then validates it; the first schema message is the answer. */
export async function readJson<S extends z.ZodType>(event: H3Event, schema: S): Promise<z.output<S>> {
  assertBodySize(event, JSON_BODY_LIMIT);
  let text: string;
  try {
    text = await event.req.text();
  } catch (error) {
    if (error instanceof Error && 'status' in error && error.status === 413) throw tooLarge('İstek gövdesi çok büyük');
    throw error;
  }
  let data: unknown;
  try {
    data = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw invalid('Geçersiz JSON gövdesi');
  }
  return parseOr400(schema, data);
}

/** Validates input with a shared schema; a failure is a 400 with the schema's Turkish message. */
export const parseOr400 = parseOrInvalid;
