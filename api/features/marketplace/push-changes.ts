import type { NoRows, Sql } from '#db/connection.ts';
import { ChannelUnavailable, type ChannelItem, type MarketplaceChannel } from './channel.ts';
import { channelFigures, type ChannelSettings, type ListingFigures } from './channel-figures.ts';
import { channelSettings, noteRun } from './channel-state.ts';
import { bodyHash } from './trendyol/trendyol-channel.ts';

// The push (decision 0414): every listing whose stock or price changed since it was last sent
// (change_seq ≠ sent_seq, moved by the products/variants triggers whoever wrote them) goes out,
// at most the channel's limit a request, in listing order. A listing whose figures are what was
// last sent is settled without a request; one that failed on the marketplace goes again when it
// changes or when its retry time comes. A body sent in the last 15 minutes is never sent again
// (Trendyol refuses it): it goes with one more unchanged item, or waits for the next run. A request Trendyol refuses or never
// answers changes nothing here: the same listings are due on the next run, so nothing is lost and
// a job that was off catches up from what it last sent.

/** Listings read per statement. */
const READ_BATCH = 5000;
const SAME_BODY_MS = 15 * 60 * 1000;
/** When a batch is first asked about: Trendyol processes it in a queue. */
const FIRST_CHECK_MS = 20_000;

interface DueRow extends ListingFigures {
  id: number;
  change_seq: string;
  retrying: boolean;
  failed: boolean;
  sent_barcode: string | null;
  sent_quantity: number | null;
  sent_sale_price: string | null;
  sent_list_price: string | null;
}

export interface PushRun {
  sent: number;
  requests: number;
  unchanged: number;
  /** Listings that waited: an identical body went out in the last 15 minutes. */
  held: number;
}

export async function pushChanges(sql: Sql, channel: MarketplaceChannel): Promise<PushRun> {
  const settings = await channelSettings(sql, channel.name);
  const run: PushRun = { sent: 0, requests: 0, unchanged: 0, held: 0 };
  let after = 0;
  try {
    for (;;) {
      const rows = await dueListings(sql, channel.name, after);
      if (rows.length === 0) break;
      after = rows.at(-1)!.id;
      await pushRows(sql, channel, settings, rows, run);
    }
  } catch (error) {
    if (!(error instanceof ChannelUnavailable)) throw error;
    await noteRun(sql, channel.name, 'push', error.message);
    return run;
  }
  await noteRun(sql, channel.name, 'push', null);
  return run;
}

async function pushRows(
  sql: Sql,
  channel: MarketplaceChannel,
  settings: ChannelSettings,
  rows: DueRow[],
  run: PushRun,
): Promise<void> {
  const settled: { id: number; seq: string }[] = [];
  const outgoing: { row: DueRow; item: ChannelItem }[] = [];
  const problems: { id: number; seq: string; problem: string }[] = [];
  for (const row of rows) {
    const figures = channelFigures(row, settings);
    if ('problem' in figures) problems.push({ id: row.id, seq: row.change_seq, problem: figures.problem });
    else if (!row.retrying && !row.failed && sameAsSent(row, figures.item))
      settled.push({ id: row.id, seq: row.change_seq });
    else outgoing.push({ row, item: figures.item });
  }
  run.unchanged += settled.length;
  await settle(sql, settled);
  await noteProblems(sql, problems);
  for (let i = 0; i < outgoing.length; i += channel.maxItemsPerPush) {
    const chunk = outgoing.slice(i, i + channel.maxItemsPerPush);
    const items = await freshBody(
      sql,
      channel,
      chunk.map((c) => c.item),
    );
    if (!items) {
      run.held += chunk.length;
      continue;
    }
    const hash = bodyHash(channel.pushBody(items));
    const { batchId } = await channel.pushItems(items);
    run.requests++;
    run.sent += chunk.length;
    await recordPush(sql, channel.name, hash, batchId, chunk);
  }
}

const sentRecently = async (sql: Sql, channel: MarketplaceChannel, items: ChannelItem[]) =>
  (
    await sql<{ id: number }[]>`
      SELECT id FROM channel_pushes WHERE channel = ${channel.name} AND body_hash = ${bodyHash(channel.pushBody(items))}
        AND sent_at > now() - ${SAME_BODY_MS} * interval '1 millisecond' LIMIT 1`
  ).length > 0;

/**
 * The items as a body Trendyol has not had in the last 15 minutes. A stock that went 7 → 10 → 7
 * must not wait 15 minutes at 10 (an oversell), so an identical body is made new by one more item
 * the marketplace already has: a settled listing's figures as last sent, which change nothing
 * there. Null when there is none (the items then wait for the next run).
 */
async function freshBody(sql: Sql, channel: MarketplaceChannel, items: ChannelItem[]): Promise<ChannelItem[] | null> {
  if (!(await sentRecently(sql, channel, items))) return items;
  if (items.length >= channel.maxItemsPerPush) return null;
  const barcodes = items.map((i) => i.barcode);
  const companions = await sql<{ barcode: string; quantity: number; sale: string; list: string }[]>`
    SELECT sent_barcode AS barcode, sent_quantity AS quantity, sent_sale_price::text AS sale, sent_list_price::text AS list
    FROM channel_listings
    WHERE channel = ${channel.name} AND sent_seq = change_seq AND error IS NULL AND sent_barcode IS NOT NULL
      AND NOT (sent_barcode = ANY(${barcodes}))
    ORDER BY sent_at DESC LIMIT 5`;
  for (const c of companions) {
    const body = [...items, { barcode: c.barcode, quantity: c.quantity, salePrice: c.sale, listPrice: c.list }];
    if (!(await sentRecently(sql, channel, body))) return body;
  }
  return null;
}

function sameAsSent(row: DueRow, item: ChannelItem): boolean {
  return (
    row.sent_barcode === item.barcode &&
    row.sent_quantity === item.quantity &&
    row.sent_sale_price === item.salePrice &&
    row.sent_list_price === item.listPrice
  );
}

async function dueListings(sql: Sql, channel: string, after: number): Promise<DueRow[]> {
  return sql<DueRow[]>`
    SELECT l.id, l.change_seq::text,
      coalesce(l.retry_at <= now(), false) AS retrying, l.error IS NOT NULL AS failed,
      CASE WHEN l.variant_id IS NULL THEN p.barcode ELSE v.barcode END AS barcode,
      (l.listed AND p.is_active AND (l.variant_id IS NULL OR v.is_active)) AS sellable,
      CASE WHEN l.variant_id IS NULL THEN p.stock_quantity ELSE v.stock_quantity END AS stock,
      (CASE WHEN l.variant_id IS NULL THEN p.base_price ELSE v.price END)::text AS price,
      (CASE WHEN s.applied_at IS NULL THEN NULL
            WHEN l.variant_id IS NULL THEN p.compare_at_price ELSE v.compare_at_price END)::text AS before,
      p.vat_rate AS "vatRate",
      l.sent_barcode, l.sent_quantity, l.sent_sale_price::text, l.sent_list_price::text
    FROM channel_listings l
    JOIN products p ON p.id = l.product_id
    LEFT JOIN product_variants v ON v.id = l.variant_id
    LEFT JOIN product_sales s ON s.product_id = l.product_id AND coalesce(s.variant_id, 0) = coalesce(l.variant_id, 0)
      AND s.applied_at IS NOT NULL
    WHERE l.channel = ${channel} AND l.id > ${after}
      AND (l.sent_seq IS DISTINCT FROM l.change_seq OR l.retry_at <= now())
    ORDER BY l.id LIMIT ${READ_BATCH}`;
}

/** Marks listings as sent up to the change read; a change made since keeps them due. */
async function settle(sql: Sql, rows: { id: number; seq: string }[]): Promise<void> {
  if (!rows.length) return;
  await sql<NoRows>`
    UPDATE channel_listings l SET sent_seq = r.seq
    FROM json_to_recordset(${sql.json(rows as never)}::json) AS r(id int, seq bigint) WHERE l.id = r.id`;
}

/** An item the shop cannot send (no barcode, no price) is shown with its reason, and waits for a change. */
async function noteProblems(sql: Sql, rows: { id: number; seq: string; problem: string }[]): Promise<void> {
  if (!rows.length) return;
  await sql<NoRows>`
    UPDATE channel_listings l SET sent_seq = r.seq, error = r.problem, error_at = now(), retry_at = NULL
    FROM json_to_recordset(${sql.json(rows as never)}::json) AS r(id int, seq bigint, problem text) WHERE l.id = r.id`;
}

async function recordPush(
  sql: Sql,
  channel: string,
  hash: string,
  batchId: string,
  chunk: { row: DueRow; item: ChannelItem }[],
): Promise<void> {
  const sent = chunk.map(({ row, item }) => ({
    id: row.id,
    seq: row.change_seq,
    barcode: item.barcode,
    quantity: item.quantity,
    sale: item.salePrice,
    list: item.listPrice,
  }));
  await sql.begin(async (tx) => {
    await tx<NoRows>`
      INSERT INTO channel_pushes (channel, body_hash, batch_id, item_count, check_after)
      VALUES (${channel}, ${hash}, ${batchId}, ${chunk.length}, now() + ${FIRST_CHECK_MS} * interval '1 millisecond')`;
    await tx<NoRows>`
      UPDATE channel_listings l SET sent_seq = r.seq, sent_barcode = r.barcode, sent_quantity = r.quantity,
        sent_sale_price = r.sale, sent_list_price = r.list, sent_at = now(), retry_at = NULL
      FROM json_to_recordset(${tx.json(sent as never)}::json)
        AS r(id int, seq bigint, barcode text, quantity int, sale numeric, list numeric)
      WHERE l.id = r.id`;
  });
}
