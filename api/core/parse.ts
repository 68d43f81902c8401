import type { z } from 'zod';
import { invalid } from './errors.ts';
// The Turkish messages for rules written without their own (zod's are English).
import '../schemas/zod-turkish.ts';
import { INVALID_REQUEST } from '../schemas/messages.ts';

/** Validates input with a shared schema; a failure is an `invalid` error with the schema's first Turkish message. */
export function parseOrInvalid<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw invalid(result.error.issues[0]?.message ?? INVALID_REQUEST);
  return result.data;
}
