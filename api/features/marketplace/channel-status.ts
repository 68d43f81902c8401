import type { Sql } from '#db/connection.ts';
import type { ChannelName, ChannelSettingsInput, ChannelStatus } from '../../schemas/marketplace.ts';
import { noteAllListings } from './listings.ts';

// The admin's view of a channel: its settings, what the jobs last did, the items the marketplace
// refused with its reasons, and the packages the shop could not take.

export async function channelStatus(sql: Sql, channel: ChannelName, enabled: boolean): Promise<ChannelStatus> {
  const [[state], [counts], errors, flagged] = await Promise.all([
    sql<
      {
        markup: string;
        buffer: number;
        push_at: Date | null;
        push_error: string | null;
        pull_at: Date | null;
        pull_error: string | null;
      }[]
    >`
      SELECT price_markup_percent::text AS markup, stock_buffer AS buffer, last_push_at AS push_at,
             last_push_error AS push_error, last_pull_at AS pull_at, last_pull_error AS pull_error
      FROM channel_state WHERE channel = ${channel}`,
    sql<{ listed: number; pending: number }[]>`
      SELECT count(*) FILTER (WHERE listed)::int AS listed,
             count(*) FILTER (WHERE sent_seq IS DISTINCT FROM change_seq)::int AS pending
      FROM channel_listings WHERE channel = ${channel}`,
    sql<ChannelStatus['errors']>`
      SELECT coalesce(l.sent_barcode, p.barcode, v.barcode, '') AS barcode, l.error AS message
      FROM channel_listings l JOIN products p ON p.id = l.product_id LEFT JOIN product_variants v ON v.id = l.variant_id
      WHERE l.channel = ${channel} AND l.error IS NOT NULL ORDER BY l.error_at DESC, l.id LIMIT 200`,
    sql<ChannelStatus['flagged']>`
      SELECT package_id AS "packageId", order_number AS "orderNumber", coalesce(problem, '') AS problem,
             to_json(updated_at)#>>'{}' AS at
      FROM channel_packages WHERE channel = ${channel} AND state = 'flagged' ORDER BY updated_at DESC LIMIT 200`,
  ]);
  const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
  return {
    channel,
    enabled,
    settings: { priceMarkupPercent: state?.markup ?? '0.00', stockBuffer: state?.buffer ?? 0 },
    listedCount: counts?.listed ?? 0,
    pendingCount: counts?.pending ?? 0,
    lastPush: { at: iso(state?.push_at), error: state?.push_error ?? null },
    lastPull: { at: iso(state?.pull_at), error: state?.pull_error ?? null },
    errors,
    flagged,
  };
}

/** Sets the markup and the units kept back; every listing goes out again with the new figures. */
export async function setChannelSettings(sql: Sql, channel: ChannelName, input: ChannelSettingsInput): Promise<void> {
  await sql.begin(async (tx) => {
    const [before] = await tx<{ markup: string; buffer: number }[]>`
      SELECT price_markup_percent::text AS markup, stock_buffer AS buffer FROM channel_state
      WHERE channel = ${channel} FOR UPDATE`;
    await tx`UPDATE channel_state SET price_markup_percent = ${input.priceMarkupPercent},
      stock_buffer = ${input.stockBuffer}, updated_at = now() WHERE channel = ${channel}`;
    if (!before || Number(before.markup) !== Number(input.priceMarkupPercent) || before.buffer !== input.stockBuffer)
      await noteAllListings(tx, channel);
  });
}
