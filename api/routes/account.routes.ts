import type { H3 } from 'h3';
import type { AppContext } from '../core/context.ts';
import { requireUser } from '../auth/guards.ts';
import { readJson } from '../http/body.ts';
import { tooMany } from '../core/errors.ts';
import { withinLimit, type Limit } from '../http/rate-limit.ts';
import { AUTH_MESSAGES, passwordChangeSchema } from '../schemas/auth.ts';
import { THROTTLE_MESSAGES } from '../services/accounts/throttle.ts';
import { changePassword } from '../services/accounts/password-change.ts';

// A stolen session must not be able to guess the current password at speed.
const PASSWORD_CHANGE_LIMIT: Limit = { name: 'password-change', max: 10, windowMs: 15 * 60_000 };

/** The signed-in customer's or admin's own account. */
export function accountRoutes(app: H3, ctx: AppContext) {
  app.put('/api/account/password', async (event) => {
    const { user, session } = await requireUser(event, ctx);
    const input = await readJson(event, passwordChangeSchema);
    if (!(await withinLimit(ctx.rateLimits, PASSWORD_CHANGE_LIMIT, String(user.id)))) throw tooMany(THROTTLE_MESSAGES.ip);
    await changePassword(ctx.sql, user.id, session.id, input);
    return { success: true, message: AUTH_MESSAGES.passwordChanged };
  });
}
