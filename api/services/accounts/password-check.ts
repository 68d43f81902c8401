import type { AppContext } from '../../core/context.ts';
import { verifyPassword } from '../../auth/password.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import { ACCOUNT_MESSAGES } from '../../schemas/account.ts';
import { ACCOUNT_LIMITS, enforceLimit } from './account-limits.ts';

/**
 * The signed-in customer proves it is them (e-mail change, data export, deletion). Attempts are
 * counted per account and cleared by a right password, like the login's.
 */
export async function confirmPassword(ctx: AppContext, userId: number, password: string | undefined): Promise<void> {
  await enforceLimit(
    ctx.rateLimits,
    ACCOUNT_LIMITS.passwordPerUser,
    String(userId),
    ACCOUNT_MESSAGES.tooManyPasswordTries,
  );
  const [row] = await ctx.sql<{ password_hash: string }[]>`SELECT password_hash FROM users WHERE id = ${userId}`;
  if (!row) throw notFound();
  if (!password || !(await verifyPassword(row.password_hash, password)))
    throw forbidden(ACCOUNT_MESSAGES.wrongPassword);
  await ctx.rateLimits.reset(`${ACCOUNT_LIMITS.passwordPerUser.name}:${userId}`);
}
