import { z } from 'zod';
import type { H3 } from 'h3';
import type { AppContext } from '../../core/context.ts';
import { readJson } from '../../http/body.ts';
import { clientIp } from '../../http/client-ip.ts';
import { invalid } from '../../core/errors.ts';
import { cartOwnerOf } from '../../http/request-buyer.ts';
import { RESTORE_MESSAGES, restoreRemindedCart } from './cart-restore.ts';
import { OPT_OUT_MESSAGES, optOutByMailToken } from '../../services/accounts/marketing-opt-out.ts';

const restoreBody = z.object({
  token: z.string(RESTORE_MESSAGES.invalidLink).max(100, RESTORE_MESSAGES.invalidLink),
});

/** The two links of an abandoned-cart reminder: back to the cart, and out of such mails. */
export function cartReminderRoutes(app: H3, ctx: AppContext) {
  app.post('/api/cart/restore', async (event) => {
    const { token } = await readJson(event, restoreBody);
    const result = await restoreRemindedCart(ctx.sql, token, await cartOwnerOf(event, ctx));
    return { ...result, message: restoredMessage(result.added.length, result.errors.length) };
  });

  // Mail apps post `List-Unsubscribe=One-Click` to the link itself (RFC 8058): the token is in
  // the address, whatever the body; the shop's own page posts the same way.
  app.post('/api/marketing/opt-out', async (event) => {
    const token = event.url.searchParams.get('token');
    if (!token || token.length > 100) throw invalid(OPT_OUT_MESSAGES.invalidLink);
    await optOutByMailToken(ctx.sql, token, clientIp(event, ctx.config.proxyTrust));
    return { message: OPT_OUT_MESSAGES.done };
  });
}

function restoredMessage(added: number, refused: number): string {
  const parts = [
    added > 0 ? `${added} ürün sepetinize geri eklendi` : 'Sepetinizdeki ürünler zaten yerinde',
    refused > 0 ? `${refused} ürün eklenemedi` : '',
  ];
  return `${parts.filter(Boolean).join(', ')}.`;
}
