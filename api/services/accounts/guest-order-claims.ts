import type { AppContext } from '../../core/context.ts';
import { forbidden, invalid, notFound } from '../../core/errors.ts';
import { sendOrderClaimMail } from '../../mail/account-mails.ts';
import { ACCOUNT_LIMITS, enforceLimit } from './account-limits.ts';
import { consumeToken, issueToken, peekToken } from './one-time-tokens.ts';
import { markEmailVerified } from './email-verification.ts';
import { EMAIL_VERIFICATION_MESSAGES } from '../../schemas/account.ts';

// Orders placed as a guest join an account only when two proofs meet: the link mailed to
// the order's address (the mailbox) opened in the signed-in session of the account that
// asked for it. Anyone can type any address at registration, so the address alone proves
// nothing, and the mailbox alone does not say which account should get the orders.

export const CLAIM_MESSAGES = {
  sent: 'Bu e-posta adresiyle verilmiş misafir siparişleri varsa, hesabınıza eklemek için e-posta adresinize bir doğrulama bağlantısı gönderdik.',
  invalidLink: EMAIL_VERIFICATION_MESSAGES.invalidLink,
  signInFirst:
    'Siparişler yalnızca bu bağlantıyı isteyen hesaba eklenir. Lütfen o hesapla giriş yapın; hiçbir sipariş eklenmedi.',
  otherAccount:
    'Bu bağlantı başka bir hesap tarafından istendi; siparişler yalnızca o hesaba eklenebilir. Hiçbir sipariş eklenmedi.',
} as const;

const CLAIM_LINK_MINUTES = 24 * 60;

async function guestOrderCount(ctx: AppContext, email: string): Promise<number> {
  const [row] = await ctx.sql<
    { n: number }[]
  >`SELECT count(*)::int AS n FROM orders WHERE user_id IS NULL AND lower(customer_email) = lower(${email})`;
  return row!.n;
}

/**
 * The signed-in customer asked from 'Siparişlerim': answers at once, the same way whether or
 * not guest orders with the account's e-mail exist; the lookup, the link and the mail follow
 * after the answer, so its timing does not tell either.
 */
export async function offerGuestOrders(ctx: AppContext, userId: number): Promise<void> {
  await enforceLimit(ctx.rateLimits, ACCOUNT_LIMITS.claimPerUser, String(userId));
  const [user] = await ctx.sql<
    { email: string; full_name: string }[]
  >`SELECT email, full_name FROM users WHERE id = ${userId}`;
  if (!user) throw notFound();
  void sendClaimLink(ctx, userId, user).catch((error: unknown) =>
    ctx.log.error('Sipariş doğrulama e-postası gönderilemedi', { error }),
  );
}

async function sendClaimLink(ctx: AppContext, userId: number, user: { email: string; full_name: string }) {
  if ((await guestOrderCount(ctx, user.email)) === 0) return;
  const token = await issueToken(ctx.sql, userId, 'order_claim', user.email, CLAIM_LINK_MINUTES);
  await sendOrderClaimMail(ctx, { name: user.full_name, email: user.email }, token);
}

/**
 * The link was opened by the signed-in `userId`: when that account asked for it, the guest
 * orders of the address join the account. Answers how many. Opened by another account the
 * link is left unused, so its owner can still open it signed in.
 */
export async function claimGuestOrders(ctx: AppContext, token: string, userId: number): Promise<number> {
  const claim = await consumeToken(ctx.sql, token, 'order_claim', userId);
  if (!claim) {
    const link = await peekToken(ctx.sql, token, 'order_claim');
    throw link ? forbidden(CLAIM_MESSAGES.otherAccount) : invalid(CLAIM_MESSAGES.invalidLink);
  }
  // The account's address may have changed since the link was sent; then the link proves nothing.
  const [user] = await ctx.sql<{ email: string }[]>`SELECT email FROM users WHERE id = ${claim.userId}`;
  if (!user || user.email.toLowerCase() !== claim.email.toLowerCase()) throw invalid(CLAIM_MESSAGES.invalidLink);
  // The link came through the mailbox: the account's address is proved as well (decision 0343).
  await markEmailVerified(ctx.sql, claim.userId, claim.email);
  // The orders' consent records follow them, so the data export lists them too.
  const [claimed] = await ctx.sql<{ n: number }[]>`
    WITH claimed AS (
      UPDATE orders SET user_id = ${claim.userId}, updated_at = now()
      WHERE user_id IS NULL AND personal_data_erased_at IS NULL AND lower(customer_email) = lower(${claim.email})
      RETURNING id
    ), consents_moved AS (
      UPDATE consents SET user_id = ${claim.userId} WHERE user_id IS NULL AND order_id IN (SELECT id FROM claimed) RETURNING id
    )
    SELECT count(*)::int AS n FROM claimed`;
  return claimed!.n;
}
