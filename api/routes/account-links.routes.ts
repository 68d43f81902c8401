import { z } from 'zod';
import type { H3, H3Event } from 'h3';
import type { AppContext } from '../core/context.ts';
import { optionalUser, requireUser } from '../auth/guards.ts';
import { unauthenticated } from '../core/errors.ts';
import { readJson } from '../http/body.ts';
import { clientIp } from '../http/client-ip.ts';
import { RESET_MESSAGES, resetConfirmSchema, resetRequestSchema } from '../schemas/password-reset.ts';
import { confirmPasswordReset, requestPasswordReset } from '../services/accounts/password-reset.ts';
import { CLAIM_MESSAGES, claimGuestOrders, offerGuestOrders } from '../services/accounts/guest-order-claims.ts';
import { confirmEmail, resendEmailVerification } from '../services/accounts/email-verification.ts';
import { EMAIL_VERIFICATION_MESSAGES } from '../schemas/account.ts';

const tokenBody = z.object({ token: z.string(CLAIM_MESSAGES.invalidLink).max(100, CLAIM_MESSAGES.invalidLink) });

/** What the account's e-mailed links do: reset a forgotten password, join earlier guest orders, prove the address. */
export function accountLinkRoutes(app: H3, ctx: AppContext) {
  const ipOf = (event: H3Event) => clientIp(event, ctx.config.proxyTrust);

  // The same answer whether or not the address is registered.
  app.post('/api/auth/password-reset', async (event) => {
    const { email } = await readJson(event, resetRequestSchema);
    await requestPasswordReset(ctx, email, ipOf(event));
    return { message: RESET_MESSAGES.sent };
  });

  app.post('/api/auth/password-reset/confirm', async (event) => {
    const { token, password } = await readJson(event, resetConfirmSchema);
    await confirmPasswordReset(ctx, token, password, ipOf(event));
    return { message: RESET_MESSAGES.done };
  });

  app.post('/api/account/guest-orders/request', async (event) => {
    const { user } = await requireUser(event, ctx);
    await offerGuestOrders(ctx, user.id);
    return { message: CLAIM_MESSAGES.sent };
  });

  // The link proves the mailbox; the session proves the account that asked for it. Both are needed.
  app.post('/api/account/guest-orders/confirm', async (event) => {
    const { token } = await readJson(event, tokenBody);
    const auth = await optionalUser(event, ctx);
    if (!auth) throw unauthenticated(CLAIM_MESSAGES.signInFirst);
    const claimed = await claimGuestOrders(ctx, token, auth.user.id);
    return {
      claimed,
      message:
        claimed > 0 ? `${claimed} sipariş hesabınıza eklendi.` : 'Hesabınıza eklenecek misafir siparişi bulunamadı.',
    };
  });

  // Decision 0343: a new link to the account's address ('Bağlantıyı yeniden gönder').
  app.post('/api/account/email-verification', async (event) => {
    const { user } = await requireUser(event, ctx);
    await resendEmailVerification(ctx, user.id);
    return { message: EMAIL_VERIFICATION_MESSAGES.sent };
  });

  // The mailbox is the proof, so the link works in any browser, signed in or not.
  app.post('/api/account/email-verification/confirm', async (event) => {
    const { token } = await readJson(event, tokenBody);
    await confirmEmail(ctx, token);
    return { message: EMAIL_VERIFICATION_MESSAGES.confirmed };
  });
}
