import type { NoRows, Sql } from '#db/connection.ts';
import { returnOrderStock } from '../../services/orders/order-stock.ts';
import type { MarketplaceChannel } from './channel.ts';
import { CHANNEL_LABELS, type ChannelName } from '../../schemas/marketplace.ts';

// Packages cancelled on the marketplace (decision 0415): the shop order it became is cancelled and
// its units go back to the one stock, once (the order row's lock and its status decide); a flagged
// package needs nobody any more. Trendyol filters packages by their order date, so the shop asks
// for the cancelled ones ordered since its oldest package still open (taken and not yet shipped,
// or flagged), a day earlier for the clocks, and at most Trendyol's three months back; with none
// open it does not ask at all.

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_LOOK_BACK_MS = 90 * DAY_MS;

export async function cancelPackages(sql: Sql, channel: MarketplaceChannel): Promise<number> {
  const [open] = await sql<{ since: Date | null }[]>`
    SELECT min(c.created_at) AS since FROM channel_packages c LEFT JOIN orders o ON o.id = c.order_id
    WHERE c.channel = ${channel.name}
      AND (c.state = 'flagged' OR (c.state = 'taken' AND o.status IN ('confirmed', 'processing')))`;
  if (!open?.since) return 0;
  const since = new Date(Math.max(open.since.getTime() - DAY_MS, Date.now() - MAX_LOOK_BACK_MS));
  let cancelled = 0;
  for await (const page of channel.packages('Cancelled', since))
    for (const pkg of page) if (await cancelPackage(sql, channel.name, pkg.packageId)) cancelled++;
  await sql<NoRows>`UPDATE channel_state SET cancel_checked_at = now() WHERE channel = ${channel.name}`;
  return cancelled;
}

/** True when this call cancelled the package's shop order. */
export async function cancelPackage(sql: Sql, channel: ChannelName, packageId: string): Promise<boolean> {
  return sql.begin(async (tx) => {
    const [pkg] = await tx<{ id: number; order_id: number | null; state: string }[]>`
      SELECT id, order_id, state FROM channel_packages WHERE channel = ${channel} AND package_id = ${packageId} FOR UPDATE`;
    if (!pkg || pkg.state === 'cancelled') return false;
    await tx<NoRows>`UPDATE channel_packages SET state = 'cancelled', updated_at = now() WHERE id = ${pkg.id}`;
    if (pkg.order_id === null) return false;
    const [order] = await tx<{ status: string }[]>`SELECT status FROM orders WHERE id = ${pkg.order_id} FOR UPDATE`;
    if (!order || order.status === 'cancelled' || order.status === 'refunded') return false;
    await returnOrderStock(tx, pkg.order_id);
    await tx<NoRows>`UPDATE orders SET status = 'cancelled', updated_at = now() WHERE id = ${pkg.order_id}`;
    await tx<NoRows>`
      INSERT INTO order_status_history (order_id, from_status, to_status, note)
      VALUES (${pkg.order_id}, ${order.status}, 'cancelled', ${`${CHANNEL_LABELS[channel]} paketi iptal etti; ürünler stoğa geri döndü`})`;
    return true;
  });
}
