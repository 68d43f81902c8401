import type { NoRows, Sql } from '#db/connection.ts';
import type { ChannelName } from '../../schemas/marketplace.ts';
import type { ChannelSettings } from './channel-figures.ts';

// A channel's one row: the admin's markup and buffer, and what its jobs last did.

export async function channelSettings(sql: Sql, channel: ChannelName): Promise<ChannelSettings> {
  const [row] = await sql<ChannelSettings[]>`
    SELECT price_markup_percent::text AS "priceMarkupPercent", stock_buffer AS "stockBuffer"
    FROM channel_state WHERE channel = ${channel}`;
  return row ?? { priceMarkupPercent: '0', stockBuffer: 0 };
}

/** Records a job's run: its time, and its problem (null clears the last one). */
export async function noteRun(
  sql: Sql,
  channel: ChannelName,
  job: 'push' | 'pull',
  problem: string | null,
): Promise<void> {
  if (job === 'push')
    await sql<NoRows>`UPDATE channel_state SET last_push_at = now(), last_push_error = ${problem} WHERE channel = ${channel}`;
  else
    await sql<NoRows>`UPDATE channel_state SET last_pull_at = now(), last_pull_error = ${problem} WHERE channel = ${channel}`;
}
