import type { H3, H3Event } from 'h3';
import type { AppContext } from '../core/context.ts';
import { requireUser } from '../auth/guards.ts';
import { readJson } from '../http/body.ts';
import { idParam } from '../http/params.ts';
import { parseOrInvalid } from '../core/parse.ts';
import { withinLimit, type Limit } from '../core/rate-limit.ts';
import { clientIp } from '../http/client-ip.ts';
import { tooMany } from '../core/errors.ts';
import { AUTH_MESSAGES, passwordChangeSchema } from '../schemas/auth.ts';
import { THROTTLE_MESSAGES } from '../services/accounts/throttle.ts';
import { changePassword } from '../services/accounts/password-change.ts';
import {
  accountOrdersQuery,
  addressSchema,
  ACCOUNT_MESSAGES,
  currentPasswordSchema,
  marketingConsentSchema,
  profileSchema,
} from '../schemas/account.ts';
import { listAccountOrders } from '../services/accounts/account-orders.ts';
import { createAddress, deleteAddress, listAddresses, updateAddress } from '../services/accounts/addresses.ts';
import { exportAccount } from '../services/accounts/data-export.ts';
import { deleteAccount } from '../services/accounts/delete-account.ts';
import { readProfile, setMarketingConsent, updateProfile } from '../services/accounts/profile.ts';

// A stolen session must not be able to guess the current password at speed.
const PASSWORD_CHANGE_LIMIT: Limit = { name: 'password-change', max: 10, windowMs: 15 * 60_000 };

/** The signed-in user's own account; every service call is keyed by the session's user id. */
export function accountRoutes(app: H3, ctx: AppContext) {
  const userOf = async (event: H3Event) => (await requireUser(event, ctx)).user.id;

  // Customers and admins alike; ends the user's other sessions.
  app.put('/api/account/password', async (event) => {
    const { user, session } = await requireUser(event, ctx);
    const input = await readJson(event, passwordChangeSchema);
    if (!(await withinLimit(ctx.rateLimits, PASSWORD_CHANGE_LIMIT, String(user.id))))
      throw tooMany(THROTTLE_MESSAGES.ip);
    await changePassword(ctx.sql, user.id, session.id, input);
    return { success: true, message: AUTH_MESSAGES.passwordChanged };
  });

  app.get('/api/account/orders', async (event) => {
    const userId = await userOf(event);
    const { page, pageSize } = parseOrInvalid(accountOrdersQuery, Object.fromEntries(event.url.searchParams));
    return listAccountOrders(ctx.sql, userId, page, pageSize);
  });

  app.get('/api/account/addresses', async (event) => listAddresses(ctx.sql, await userOf(event)));
  app.post('/api/account/addresses', async (event) => {
    const userId = await userOf(event);
    return createAddress(ctx.sql, userId, await readJson(event, addressSchema));
  });
  app.put('/api/account/addresses/:id', async (event) => {
    const userId = await userOf(event);
    return updateAddress(ctx.sql, userId, addressIdOf(event), await readJson(event, addressSchema));
  });
  app.delete('/api/account/addresses/:id', async (event) => {
    await deleteAddress(ctx.sql, await userOf(event), addressIdOf(event));
    return { success: true };
  });

  app.get('/api/account/profile', async (event) => readProfile(ctx.sql, await userOf(event)));
  app.put('/api/account/profile', async (event) => {
    const userId = await userOf(event);
    return updateProfile(ctx, userId, await readJson(event, profileSchema));
  });
  app.put('/api/account/marketing-consent', async (event) => {
    const userId = await userOf(event);
    const { granted } = await readJson(event, marketingConsentSchema);
    return setMarketingConsent(ctx.sql, userId, granted, clientIp(event, ctx.config.proxyTrust));
  });

  // Everything about the customer in one file: the session alone is not enough, as for deletion.
  app.post('/api/account/export', async (event) => {
    const userId = await userOf(event);
    const { password } = await readJson(event, currentPasswordSchema);
    const data = await exportAccount(ctx, userId, password);
    event.res.headers.set(
      'content-disposition',
      `attachment; filename="hesap-verilerim-${data.exportedAt.slice(0, 10)}.json"`,
    );
    return data;
  });

  app.delete('/api/account', async (event) => {
    const userId = await userOf(event);
    const { password } = await readJson(event, currentPasswordSchema);
    await deleteAccount(ctx, userId, password);
    return { success: true };
  });
}

/** An address id from the path; anything but a plain positive integer names no address. */
function addressIdOf(event: H3Event): number {
  return idParam(event, ACCOUNT_MESSAGES.addressNotFound);
}
