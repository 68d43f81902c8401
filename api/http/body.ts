import { assertBodySize, type H3Event } from 'h3';
import type { z } from 'zod';
import { badRequest, httpError } from './errors.ts';

export const JSON_BODY_LIMIT = 1024 * 1024;

/** Reads a JSON body (at most 1 MB), then validates it; the first schema message is the answer. */
export async function readJson<S extends z.ZodType>(event: H3Event, schema: S): Promise<z.output<S>> {
  assertBodySize(event, JSON_BODY_LIMIT);
  let text: string;
  try {
    text = await event.req.text();
  } catch (error) {
    if (error instanceof Error && 'status' in error && error.status === 413) throw httpError(413, 'İstek gövdesi çok büyük');
    throw error;
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
