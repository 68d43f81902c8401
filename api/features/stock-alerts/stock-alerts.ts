// 'Gelince haber ver' (issue 39, decision 0309): an address waits for a product or variant that
// is out of stock. A guest's address is confirmed through a mailed link first (double opt-in),
// so no one can sign another person up; a signed-in customer's own address waits at once once
// the account has proved it (decision 0343), else it is confirmed like a guest's or with the account.
import type { AppContext } from '../../core/context.ts';
import type { Row } from '#db/tables.ts';
import { conflict, invalid, notFound } from '../../core/errors.ts';
import { CART_MESSAGES } from '../../schemas/cart.ts';
import { STOCK_ALERT_MESSAGES, type StockAlertAnswer, type StockAlertDemand, type StockAlertInput } from './schemas.ts';
import { linkTokenHash, newLinkToken } from '../../services/accounts/one-time-tokens.ts';
import { sendStockAlertConfirmation } from './mails.ts';

/** A confirmation link is mailed again for the same wish at most this often. */
const RESEND_AFTER = '1 hour';
/** An unconfirmed wish ends after this long; its link stops working. */
export const CONFIRM_WITHIN = '7 days';

interface Wanted {
  name: string;
  is_active: boolean;
  stock_quantity: number;
  has_variants: boolean;
  variant_found: boolean;
  variant_active: boolean | null;
  variant_stock: number | null;
}

/** Checks the product (and variant) can be waited for: it exists, is on sale and is out of stock. */
async function checkWaitable(ctx: AppContext, input: StockAlertInput): Promise<string> {
  const [p] = await ctx.sql<Wanted[]>`
    SELECT p.name, p.is_active, p.stock_quantity,
      EXISTS (SELECT 1 FROM product_variants x WHERE x.product_id = p.id AND x.is_active) AS has_variants,
      v.id IS NOT NULL AS variant_found, v.is_active AS variant_active, v.stock_quantity AS variant_stock
    FROM products p LEFT JOIN product_variants v ON v.id = ${input.variantId} AND v.product_id = p.id
    WHERE p.id = ${input.productId}`;
  if (!p || !p.is_active) throw notFound(CART_MESSAGES.productNotFound);
  if (input.variantId === null) {
    if (p.has_variants) throw invalid(STOCK_ALERT_MESSAGES.variantRequired);
    if (p.stock_quantity > 0) throw conflict(STOCK_ALERT_MESSAGES.inStock);
    return p.name;
  }
  if (!p.variant_found) throw notFound(CART_MESSAGES.variantInvalid);
  if (!p.variant_active) throw conflict(CART_MESSAGES.variantUnavailable);
  if (p.variant_stock! > 0) throw conflict(STOCK_ALERT_MESSAGES.inStock);
  return p.name;
}

/**
 * Keeps the wish. A guest (or a customer writing another address) is always told a link was
 * sent, whether the address already waits or not, so the answer says nothing about others'
 * wishes; the link itself goes at most once an hour per wish.
 */
export async function requestStockAlert(
  ctx: AppContext,
  input: StockAlertInput,
  userId: number | null,
): Promise<StockAlertAnswer> {
  const productName = await checkWaitable(ctx, input);
  // The account's own address; it waits at once only once proved (decision 0343), else the wish
  // is confirmed by its own link or with the account's address, whichever comes first.
  const [account] = userId
    ? await ctx.sql<{ id: number; verified: boolean }[]>`
        SELECT id, email_verified_at IS NOT NULL AS verified FROM users
        WHERE id = ${userId} AND lower(email) = lower(${input.email})`
    : [];
  const own = account?.verified ? account : undefined;
  const { token, hash } = newLinkToken();
  const [kept] = await ctx.sql<{ confirmed: boolean; mail: boolean }[]>`
    INSERT INTO stock_alerts (product_id, variant_id, email, user_id, token_hash, confirmation_sent_at, confirmed_at)
    VALUES (${input.productId}, ${input.variantId}, ${input.email}, ${account?.id ?? null}, ${hash},
      ${own ? null : new Date()}, ${own ? new Date() : null})
    ON CONFLICT (product_id, coalesce(variant_id, 0), lower(email)) WHERE notified_at IS NULL DO UPDATE SET
      confirmed_at = coalesce(stock_alerts.confirmed_at, EXCLUDED.confirmed_at),
      user_id = coalesce(stock_alerts.user_id, EXCLUDED.user_id),
      token_hash = CASE WHEN stock_alerts.confirmed_at IS NULL AND EXCLUDED.confirmed_at IS NULL
          AND stock_alerts.confirmation_sent_at < now() - ${RESEND_AFTER}::interval
        THEN EXCLUDED.token_hash ELSE stock_alerts.token_hash END,
      confirmation_sent_at = CASE WHEN stock_alerts.confirmed_at IS NULL AND EXCLUDED.confirmed_at IS NULL
          AND stock_alerts.confirmation_sent_at < now() - ${RESEND_AFTER}::interval
        THEN EXCLUDED.confirmation_sent_at ELSE stock_alerts.confirmation_sent_at END
    RETURNING confirmed_at IS NOT NULL AS confirmed, token_hash = ${hash} AS mail`;
  if (own) return { status: 'waiting', message: STOCK_ALERT_MESSAGES.waiting };
  if (kept!.mail && !kept!.confirmed) await sendStockAlertConfirmation(ctx, input.email, productName, token);
  return { status: 'confirmation_sent', message: STOCK_ALERT_MESSAGES.confirmSent };
}

/** The mailed link's 'Onayla'. Clicking it twice is fine; an unknown, old or ended link is 404. */
export async function confirmStockAlert(ctx: AppContext, token: string): Promise<void> {
  const hash = linkTokenHash(token);
  const [row] = hash
    ? await ctx.sql<Row<'stock_alerts', 'id'>[]>`
        UPDATE stock_alerts SET confirmed_at = coalesce(confirmed_at, now())
        WHERE token_hash = ${hash} AND notified_at IS NULL
          AND (confirmed_at IS NOT NULL OR confirmation_sent_at > now() - ${CONFIRM_WITHIN}::interval)
        RETURNING id`
    : [];
  if (!row) throw notFound(STOCK_ALERT_MESSAGES.invalidLink);
}

/** The link's 'Vazgeç': the wish is forgotten, address and all. */
export async function cancelStockAlert(ctx: AppContext, token: string): Promise<void> {
  const hash = linkTokenHash(token);
  const [row] = hash
    ? await ctx.sql<Row<'stock_alerts', 'id'>[]>`
        DELETE FROM stock_alerts WHERE token_hash = ${hash} AND notified_at IS NULL RETURNING id`
    : [];
  if (!row) throw notFound(STOCK_ALERT_MESSAGES.invalidLink);
}

/** Confirmed wishes still waiting, per product and variant, the most asked first. */
export async function stockAlertDemand(ctx: AppContext): Promise<StockAlertDemand[]> {
  const rows = await ctx.sql<
    {
      product_id: number;
      product_name: string;
      sku: string | null;
      variant_id: number | null;
      variant_name: string | null;
      waiting: number;
      since: Date;
    }[]
  >`
    SELECT a.product_id, p.name AS product_name, coalesce(v.sku, p.sku) AS sku, a.variant_id,
      v.name AS variant_name, count(*)::int AS waiting, min(a.confirmed_at) AS since
    FROM stock_alerts a JOIN products p ON p.id = a.product_id
    LEFT JOIN product_variants v ON v.id = a.variant_id
    WHERE a.confirmed_at IS NOT NULL AND a.notified_at IS NULL
    GROUP BY a.product_id, p.name, p.sku, a.variant_id, v.name, v.sku
    ORDER BY waiting DESC, since, a.product_id, a.variant_id NULLS FIRST
    LIMIT 200`;
  return rows.map((r) => ({
    productId: r.product_id,
    productName: r.product_name,
    sku: r.sku,
    variantId: r.variant_id,
    variantName: r.variant_name,
    waiting: r.waiting,
    since: new Date(r.since).toISOString(),
  }));
}
