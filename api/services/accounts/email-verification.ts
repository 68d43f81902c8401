import type { AppContext } from '../../core/context.ts';
import type { Sql } from '#db/connection.ts';
import { notFound } from '../../core/errors.ts';
import { sendEmailVerificationMail } from '../../mail/account-mails.ts';
import { EMAIL_VERIFICATION_DAYS, EMAIL_VERIFICATION_MESSAGES } from '../../schemas/account.ts';
import { ACCOUNT_LIMITS, enforceLimit } from './account-limits.ts';
import { consumeToken, issueToken } from './one-time-tokens.ts';

// An account's e-mail address is unverified until a link mailed to it is opened (issue 45,
// decision 0343). Anyone can type any address at registration, so until then nothing the shop
// sends on its own initiative goes there: stock alerts wait for their own double opt-in, and
// cart reminders (the marketing consent) wait for the address.

/** Mails a new link to the account's current address; earlier unused links stop working. */
export async function sendEmailVerification(ctx: AppContext, userId: number): Promise<void> {
  const [user] = await ctx.sql<{ email: string; full_name: string; verified: boolean }[]>`
    SELECT email, full_name, email_verified_at IS NOT NULL AS verified FROM users WHERE id = ${userId}`;
  if (!user || user.verified) return;
  const token = await issueToken(ctx.sql, userId, 'email_verification', user.email, EMAIL_VERIFICATION_DAYS * 24 * 60);
  await sendEmailVerificationMail(ctx, { name: user.full_name, email: user.email }, token);
}

/** 'Bağlantıyı yeniden gönder' on the account page, at most a few times an hour. */
export async function resendEmailVerification(ctx: AppContext, userId: number): Promise<void> {
  await enforceLimit(ctx.rateLimits, ACCOUNT_LIMITS.verificationPerUser, String(userId));
  await sendEmailVerification(ctx, userId);
}

/** The mailed link's button; works signed in or not, since the mailbox is the proof. */
export async function confirmEmail(ctx: AppContext, token: string): Promise<void> {
  const owner = await consumeToken(ctx.sql, token, 'email_verification');
  if (!owner || !(await markEmailVerified(ctx.sql, owner.userId, owner.email)))
    throw notFound(EMAIL_VERIFICATION_MESSAGES.invalidLink);
}

/**
 * Records that the mailbox of `email` answered for the account, if it is still the account's
 * address (a link sent before a change proves nothing), and confirms the wishes the account
 * left with that address. Also called when a password-reset or order-claim link is used.
 */
export async function markEmailVerified(sql: Sql, userId: number, email: string): Promise<boolean> {
  return sql.begin(async (tx) => {
    const [user] = await tx<{ id: number }[]>`
      UPDATE users SET email_verified_at = coalesce(email_verified_at, now())
      WHERE id = ${userId} AND lower(email) = lower(${email}) RETURNING id`;
    if (!user) return false;
    await tx`
      UPDATE stock_alerts SET confirmed_at = now()
      WHERE user_id = ${userId} AND lower(email) = lower(${email}) AND confirmed_at IS NULL AND notified_at IS NULL`;
    return true;
  });
}
