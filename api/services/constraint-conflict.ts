import { conflict } from '../core/errors.ts';

interface PgError {
  code?: string;
  constraint_name?: string;
  constraint?: string;
}

/**
 * Turns a unique-key or foreign-key violation into a 409 with the message for its
 * constraint; a race between two admins ends here instead of in a 500.
 */
export function rethrowConstraint(error: unknown, messages: Record<string, string>): never {
  const pg = error as PgError;
  const name = pg.constraint_name ?? pg.constraint ?? '';
  if ((pg.code === '23505' || pg.code === '23503') && messages[name]) throw conflict(messages[name]!);
  throw error;
}
