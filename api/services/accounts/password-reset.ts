import type { AppContext } from '../../core/context.ts';
import { hashPassword } from '../../auth/password.ts';
import { passwordProblem } from '../../auth/password-policy.ts';
import { invalid } from '../../core/errors.ts';
import { addressKey } from '../../core/address-key.ts';
import { sendPasswordResetMail } from '../../mail/account-mails.ts';
import { RESET_LINK_MINUTES, RESET_MESSAGES } from '../../schemas/password-reset.ts';
import { forgetLoginFailures } from './throttle.ts';
import { ACCOUNT_LIMITS, enforceLimit } from './account-limits.ts';
import { consumeToken, issueToken, peekToken } from './one-time-tokens.ts';
import { markEmailVerified } from './email-verification.ts';

/**
 * Counts the request and hands the rest to the background. The caller answers at once, the
 * same way for every address: the lookup, the token and the mail all happen after the
 * answer, so neither the answer nor its timing tells whether the address is registered.
 */
export async function requestPasswordReset(ctx: AppContext, email: string, ip: string): Promise<void> {
  await enforceLimit(ctx.rateLimits, ACCOUNT_LIMITS.resetPerIp, addressKey(ip));
  await enforceLimit(ctx.rateLimits, ACCOUNT_LIMITS.resetPerEmail, email.toLowerCase());
  void sendResetLink(ctx, email).catch((error: unknown) =>
    ctx.log.error('Şifre sıfırlama e-postası gönderilemedi', { error }),
  );
}

/** Mails a reset link when the address belongs to an account; nothing otherwise. */
async function sendResetLink(ctx: AppContext, email: string): Promise<void> {
  const [user] = await ctx.sql<{ id: number; email: string; full_name: string }[]>`
    SELECT id, email, full_name FROM users WHERE lower(email) = lower(${email})`;
  if (!user) return;
  const token = await issueToken(ctx.sql, user.id, 'password_reset', user.email, RESET_LINK_MINUTES);
  await sendPasswordResetMail(ctx, { name: user.full_name, email: user.email }, token);
}

/** Sets the new password from a valid link and ends every session of the account. */
export async function confirmPasswordReset(
  ctx: AppContext,
  token: string,
  password: string,
  ip: string,
): Promise<void> {
  await enforceLimit(ctx.rateLimits, ACCOUNT_LIMITS.resetConfirmPerIp, addressKey(ip));
  const link = await peekToken(ctx.sql, token, 'password_reset');
  if (!link) throw invalid(RESET_MESSAGES.invalidLink);
  // The registration's rules (an admin's longer minimum): no common password, none equal to the username or e-mail.
  const problem = passwordProblem(password, link);
  if (problem) throw invalid(problem);
  const passwordHash = await hashPassword(password);
  // Used up only now: a refused password leaves the link working for the next try.
  const owner = await consumeToken(ctx.sql, token, 'password_reset');
  if (!owner) throw invalid(RESET_MESSAGES.invalidLink);
  const username = await ctx.sql.begin(async (tx) => {
    const [user] = await tx<
      { username: string }[]
    >`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${owner.userId} RETURNING username`;
    await tx`DELETE FROM sessions WHERE user_id = ${owner.userId}`;
    return user?.username;
  });
  // Whoever proved the address may log in at once, even after failed attempts with the old password.
  if (username) await forgetLoginFailures(ctx.rateLimits, username);
  // The link came through the mailbox: the address is proved as well (decision 0343).
  await markEmailVerified(ctx.sql, owner.userId, owner.email);
}
