import type { AppContext } from '../../core/context.ts';
import { sendBackInStock } from './mails.ts';
import { CONFIRM_WITHIN } from './stock-alerts.ts';

export const STOCK_ALERT_CHECK_MS = 60_000;
const BATCH = 200;
/** A sent alert is kept this long (what the admin may ask about), then forgotten. */
const KEEP_SENT = '30 days';

interface Due {
  email: string;
  product_name: string;
  slug: string;
  variant_name: string | null;
}

/**
 * Sends one mail per confirmed wish whose product or variant can be bought again. The wish is
 * claimed and its stock checked in the same statement, just before its mail is sent (SKIP
 * LOCKED and the mark make two runs or instances take each wish once); a mail the SMTP server
 * refuses waits in the outbox, so none is lost. Old wishes are forgotten on the way.
 */
export async function notifyBackInStock(ctx: AppContext): Promise<number> {
  let sent = 0;
  for (;;) {
    const due = await ctx.sql<Due[]>`
      WITH due AS (
        SELECT a.id, p.name AS product_name, p.slug, v.name AS variant_name FROM stock_alerts a
        JOIN products p ON p.id = a.product_id
        LEFT JOIN product_variants v ON v.id = a.variant_id
        WHERE a.confirmed_at IS NOT NULL AND a.notified_at IS NULL AND p.is_active
          AND CASE WHEN a.variant_id IS NULL THEN p.stock_quantity > 0 ELSE v.is_active AND v.stock_quantity > 0 END
        ORDER BY a.id LIMIT ${BATCH}
        FOR UPDATE OF a SKIP LOCKED)
      UPDATE stock_alerts a SET notified_at = now()
      FROM due WHERE a.id = due.id
      RETURNING a.email, due.product_name, due.slug, due.variant_name`;
    for (const alert of due) {
      await sendBackInStock(ctx, alert.email, alert);
      sent++;
    }
    if (due.length < BATCH) break;
  }
  await ctx.sql`
    DELETE FROM stock_alerts
    WHERE notified_at < now() - ${KEEP_SENT}::interval
      OR (confirmed_at IS NULL AND confirmation_sent_at < now() - ${CONFIRM_WITHIN}::interval)`;
  return sent;
}
