import type { H3 } from 'h3';
import type { AppContext } from '../core/context.ts';
import { readJson } from '../http/body.ts';
import { tooMany } from '../core/errors.ts';
import { clientIp } from '../http/client-ip.ts';
import { withinAddressLimit, type Limit } from '../core/rate-limit.ts';
import { contactSchema } from '../schemas/contact.ts';
import { saveContactMessage } from '../services/contact/contact.ts';

/** Five messages per address in ten minutes is plenty for people and little for spam. */
export const CONTACT_LIMIT: Limit = { name: 'contact-ip', max: 5, windowMs: 10 * 60 * 1000 };

export function contactRoutes(app: H3, ctx: AppContext) {
  app.post('/api/contact', async (event) => {
    const ip = clientIp(event, ctx.config.proxyTrust);
    if (!(await withinAddressLimit(ctx.rateLimits, CONTACT_LIMIT, ip))) throw tooMany();
    const input = await readJson(event, contactSchema);
    // A filled honeypot is a bot: it gets the same answer, nothing is stored.
    if (input.website) return { success: true };
    await saveContactMessage(ctx.sql, input, ip);
    event.res.status = 201;
    return { success: true };
  });
}
