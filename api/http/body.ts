import type { H3Event } from 'h3';
import type { z } from 'zod';
import { badRequest } from './errors.ts';
import { readBodyLimited } from './body-limit.ts';
import '../schemas/zod-turkish.ts';

export const JSON_BODY_LIMIT = 1024 * 1024;

/** Reads a JSON body (at most 1 MB, counted while it streams), then validates it; the first schema message is the answer. */
export async function readJson<S extends z.ZodType>(event: H3Event, schema: S): Promise<z.output<S>> {
  const bytes = await readBodyLimited(event.req, JSON_BODY_LIMIT);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('Geçersiz JSON gövdesi');
  }
  let data: unknown;
  try {
    data = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw badRequest('Geçersiz JSON gövdesi');
  }
  return parseOr400(schema, data);
}

/** Validates input with a shared schema; a failure is a 400 with the schema's Turkish message. */
export function parseOr400<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Geçersiz istek');
  return result.data;
}
