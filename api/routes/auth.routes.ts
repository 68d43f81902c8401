import { z } from 'zod';
import type { H3, H3Event } from 'h3';
import type { AppContext } from '../core/context.ts';
import { createSession, generateSessionToken, invalidateSession } from '../auth/session.ts';
import { optionalUser, requireUser } from '../auth/guards.ts';
import { readJson } from '../http/body.ts';
import { invalid, unauthenticated } from '../core/errors.ts';
import { clientIp } from '../http/client-ip.ts';
import { AUTH_MESSAGES, loginSchema, parseRegistration } from '../schemas/auth.ts';
import { CART_SESSION_PATTERN } from '../schemas/cart.ts';
import { authenticate, currentUser, registerCustomer } from '../services/accounts/accounts.ts';
import { checkLoginAttempt, checkRegisterAttempt, forgetLoginFailures } from '../services/accounts/throttle.ts';
import { mergeGuestCart } from '../services/cart/cart-merge.ts';
import { sendEmailVerification } from '../services/accounts/email-verification.ts';

export function authRoutes(app: H3, ctx: AppContext) {
  const ipOf = (event: H3Event) => clientIp(event, ctx.config.proxyTrust);

  app.post('/api/auth/login', async (event) => {
    const { username, password } = await readJson(event, loginSchema);
    await checkLoginAttempt(ctx.rateLimits, ipOf(event), username);
    const user = await authenticate(ctx.sql, username, password);
    if (!user) throw unauthenticated(AUTH_MESSAGES.wrongCredentials);
    await forgetLoginFailures(ctx.rateLimits, username);
    return { token: await startSession(event, ctx, user.id), user };
  });

  app.post('/api/auth/register', async (event) => {
    const registration = parseRegistration(await readJson(event, z.unknown()));
    if (!registration.ok) throw invalid(registration.error);
    const input = registration.data;
    const guest = event.req.headers.get('x-session-id');
    await checkRegisterAttempt(ctx.rateLimits, ctx.config.REGISTER_LIMIT_PER_HOUR, {
      ip: ipOf(event),
      username: input.username,
      email: input.email,
      session: guest && CART_SESSION_PATTERN.test(guest) ? guest : null,
    });
    const user = await registerCustomer(ctx.sql, input, ipOf(event));
    // Signed in at once as the spec says; the address itself waits for its mailbox (decision 0343).
    await sendEmailVerification(ctx, user.id);
    // Nothing joins an address typed here: earlier guest orders are asked for from 'Siparişlerim' (decision 0251).
    return { token: await startSession(event, ctx, user.id), user: { id: user.id } };
  });

  app.get('/api/auth/user', async (event) => {
    const { user } = await requireUser(event, ctx);
    const view = await currentUser(ctx.sql, user.id);
    if (!view) throw unauthenticated();
    return view;
  });

  // The spec only forgets the token in the browser; we also end the session here.
  app.post('/api/auth/logout', async (event) => {
    const auth = await optionalUser(event, ctx);
    if (auth) await invalidateSession(ctx.sql, auth.session.id);
    return { success: true };
  });
}

/** A new session for the user; a guest cart sent along (X-Session-ID) joins the customer's cart. */
async function startSession(event: H3Event, ctx: AppContext, userId: number): Promise<string> {
  const token = generateSessionToken();
  await createSession(ctx.sql, token, userId);
  const guest = event.req.headers.get('x-session-id');
  if (guest && CART_SESSION_PATTERN.test(guest)) await mergeGuestCart(ctx.sql, guest, userId);
  return token;
}
