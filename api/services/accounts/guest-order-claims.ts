import type { AppContext } from '../../core/context.ts';
import { invalid, notFound } from '../../core/errors.ts';
import { sendOrderClaimMail } from '../../mail/account-mails.ts';
import { ACCOUNT_LIMITS, enforceLimit } from './account-limits.ts';
import { consumeToken, issueToken } from './one-time-tokens.ts';

// Orders placed as a guest join an account only after the customer opens a link sent
// to the order's e-mail address: typing the address at registration proves nothing.

export const CLAIM_MESSAGES = {
  sent: 'Bu e-posta adresiyle verilmiş misafir siparişleri varsa, hesabınıza eklemek için e-posta adresinize bir doğrulama bağlantısı gönderdik.',
  invalidLink:
    'Doğrulama bağlantısı geçersiz, kullanılmış ya da süresi dolmuş. Hesabım sayfasından yeni bir bağlantı isteyebilirsiniz.',
} as const;

const CLAIM_LINK_MINUTES = 24 * 60;

async function guestOrderCount(ctx: AppContext, email: string): Promise<number> {
  const [row] = await ctx.sql<
    { n: number }[]
  >`SELECT count(*)::int AS n FROM orders WHERE user_id IS NULL AND lower(customer_email) = lower(${email})`;
  return row!.n;
}

/** Sends the confirmation link when guest orders with the account's e-mail exist; says nothing either way. */
export async function offerGuestOrders(ctx: AppContext, userId: number, options: { limited: boolean }): Promise<void> {
  if (options.limited) await enforceLimit(ctx.rateLimits, ACCOUNT_LIMITS.claimPerUser, String(userId));
  const [user] = await ctx.sql<
    { email: string; full_name: string }[]
  >`SELECT email, full_name FROM users WHERE id = ${userId}`;
  if (!user) throw notFound();
  if ((await guestOrderCount(ctx, user.email)) === 0) return;
  const token = await issueToken(ctx.sql, userId, 'order_claim', user.email, CLAIM_LINK_MINUTES);
  // Sent after the answer, so its timing does not tell whether guest orders exist.
  void sendOrderClaimMail(ctx, { name: user.full_name, email: user.email }, token).catch((error: unknown) =>
    ctx.log.error('Sipariş doğrulama e-postası gönderilemedi', { error }),
  );
}

/** The link was opened: the guest orders of that address join the account. Answers how many. */
export async function claimGuestOrders(ctx: AppContext, token: string): Promise<number> {
  const claim = await consumeToken(ctx.sql, token, 'order_claim');
  if (!claim) throw invalid(CLAIM_MESSAGES.invalidLink);
  // The account's address may have changed since the link was sent; then the link proves nothing.
  const [user] = await ctx.sql<{ email: string }[]>`SELECT email FROM users WHERE id = ${claim.userId}`;
  if (!user || user.email.toLowerCase() !== claim.email.toLowerCase()) throw invalid(CLAIM_MESSAGES.invalidLink);
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
