// Abandoned-cart reminders (issue 39, decision 0310): one mail for a signed-in customer's cart
// left untouched for the configured hours, only with their commercial-message consent (ETK),
// read at the moment the reminder is claimed. A cart is reminded once; it is reminded again only
// when every line in it came after the last reminder (it was emptied and filled anew).
import type { AppContext } from '../../core/context.ts';
import type { Tx } from '#db/connection.ts';
import { CART_REMINDER_HOURS_KEY, DEFAULT_CART_REMINDER_HOURS } from '../../schemas/admin-settings.ts';
import { getSetting } from '../../services/settings/settings.ts';
import { newLinkToken } from '../../services/accounts/one-time-tokens.ts';
import { sendCartReminder, type RemindedCart } from './mails.ts';

export const CART_REMINDER_CHECK_MS = 15 * 60_000;
const BATCH = 100;
/** Carts untouched longer than the wait plus this are left alone: switching reminders on mails no old carts. */
const AT_MOST_LATER = '7 days';

/** The configured wait in hours; 0 sends no reminders. */
export async function cartReminderHours(ctx: AppContext): Promise<number> {
  const value = await getSetting(ctx.sql, CART_REMINDER_HOURS_KEY);
  return value === null || value === '' ? DEFAULT_CART_REMINDER_HOURS : Number(value);
}

/** Claims the due carts (marked, each with its own link token) and mails them; answers how many went. */
export async function remindAbandonedCarts(ctx: AppContext, now = new Date()): Promise<number> {
  const hours = await cartReminderHours(ctx);
  if (!(hours > 0)) return 0;
  const claimed = await ctx.sql.begin((tx) => claimDueCarts(tx, hours, now));
  for (const cart of claimed) await sendCartReminder(ctx, cart);
  return claimed.length;
}

async function claimDueCarts(tx: Tx, hours: number, now: Date): Promise<RemindedCart[]> {
  // SKIP LOCKED and the mark: two runs or instances never take the same cart.
  const due = await tx<{ id: number; email: string; full_name: string }[]>`
    SELECT c.id, u.email, u.full_name FROM carts c JOIN users u ON u.id = c.user_id
    WHERE u.email_marketing_consent AND u.email_verified_at IS NOT NULL AND NOT u.is_admin
      AND c.updated_at <= ${now}::timestamptz - make_interval(hours => ${hours})
      AND c.updated_at > ${now}::timestamptz - make_interval(hours => ${hours}) - ${AT_MOST_LATER}::interval
      AND EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = c.id)
      AND (c.reminded_at IS NULL
        OR c.reminded_at < (SELECT min(i.created_at) FROM cart_items i WHERE i.cart_id = c.id))
    ORDER BY c.updated_at LIMIT ${BATCH}
    FOR UPDATE OF c SKIP LOCKED`;
  const claimed: RemindedCart[] = [];
  for (const cart of due) {
    const { token, hash } = newLinkToken();
    await tx`UPDATE carts SET reminded_at = ${now}, reminder_token_hash = ${hash} WHERE id = ${cart.id}`;
    const lines = await tx<RemindedCart['lines']>`
      SELECT p.name, v.name AS variant_name, i.quantity, p.unit
      FROM cart_items i JOIN products p ON p.id = i.product_id
      LEFT JOIN product_variants v ON v.id = i.variant_id
      WHERE i.cart_id = ${cart.id} ORDER BY i.id`;
    claimed.push({ email: cart.email, fullName: cart.full_name, token, lines });
  }
  return claimed;
}
