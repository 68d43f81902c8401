import type { z } from 'zod';
import { invalid } from './errors.ts';

/** Validates input with a shared schema; a failure is an `invalid` error with the schema's first Turkish message. */
export function parseOrInvalid<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw invalid(result.error.issues[0]?.message ?? 'Geçersiz istek');
  return result.data;
}
