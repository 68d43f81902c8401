import type { NoRows, Sql } from '#db/connection.ts';
import { ChannelUnavailable, type MarketplaceChannel } from './channel.ts';

// The batch check (decision 0414): each push's batch is asked about until the marketplace has
// processed every item. A failed item's reason is kept on its listing (the admin's 'Trendyol'
// screen shows it) and the item goes again after RETRY_MS, or at once when it changes; an item
// that went through clears its listing's reason. Trendyol keeps results for 4 hours.

const RECHECK_MS = 30_000;
const RETRY_MS = 15 * 60 * 1000;
const KEPT_MS = 4 * 60 * 60 * 1000;

export async function checkBatches(
  sql: Sql,
  channel: MarketplaceChannel,
): Promise<{ checked: number; failed: number }> {
  const due = await sql<{ id: number; batch_id: string; sent_at: Date }[]>`
    SELECT id, batch_id, sent_at FROM channel_pushes
    WHERE channel = ${channel.name} AND status = 'sent' AND check_after <= now()
    ORDER BY id LIMIT 100`;
  let checked = 0;
  let failed = 0;
  for (const push of due) {
    let outcome;
    try {
      outcome = await channel.batchResult(push.batch_id);
    } catch (error) {
      if (error instanceof ChannelUnavailable) break; // asked again on the next run
      throw error;
    }
    if (!outcome.done) {
      const expired = Date.now() - push.sent_at.getTime() > KEPT_MS;
      await sql<NoRows>`UPDATE channel_pushes SET
        status = ${expired ? 'expired' : 'sent'}, check_after = now() + ${RECHECK_MS} * interval '1 millisecond'
        WHERE id = ${push.id}`;
      continue;
    }
    checked++;
    failed += outcome.failures.length;
    await sql.begin(async (tx) => {
      await tx<NoRows>`UPDATE channel_pushes SET status = ${'expired' in outcome ? 'expired' : 'checked'},
        checked_at = now(), failed_count = ${outcome.failures.length} WHERE id = ${push.id}`;
      // Only listings last sent by this push or before it: a later push's answer is its own.
      if (outcome.failures.length)
        await tx<NoRows>`
          UPDATE channel_listings l SET error = f.reason, error_at = now(),
            retry_at = now() + ${RETRY_MS} * interval '1 millisecond'
          FROM json_to_recordset(${tx.json(outcome.failures as never)}::json) AS f(barcode text, reason text)
          WHERE l.channel = ${channel.name} AND l.sent_barcode = f.barcode AND l.sent_at <= (SELECT sent_at FROM channel_pushes WHERE id = ${push.id})`;
      if (outcome.succeeded.length)
        await tx<NoRows>`
          UPDATE channel_listings SET error = NULL, error_at = NULL, retry_at = NULL
          WHERE channel = ${channel.name} AND sent_barcode = ANY(${outcome.succeeded}) AND error IS NOT NULL`;
    });
  }
  return { checked, failed };
}
