import { createHash } from 'node:crypto';
import type { Sql } from '#db/connection.ts';
import { COMPANY_DEFAULTS } from '#api/shared/settings-defaults.ts';
import { FEEDS_ENABLED_KEY, FEEDS_TOKEN_KEY } from '#api/schemas/admin-settings.ts';

/**
 * What a feed request needs before any product is read, in one round trip: the admin's feed
 * settings and the key of the feed's cached file. The key follows the catalogue version (every
 * change a feed shows beyond stock, db/README.md) and the set of variants in stock, since a
 * variant selling out while its siblings still have stock leaves the version where it was yet
 * changes that variant's availability (decision 0275).
 */
export interface FeedState {
  enabled: boolean;
  /** The secret the request must carry as `?token=`, or null when the feeds are open. */
  token: string | null;
  shopName: string;
  cacheKey: string;
}

interface Row {
  version: string;
  in_stock: string;
  enabled: string | null;
  token: string | null;
  shop_name: string | null;
}

export async function readFeedState(sql: Sql): Promise<FeedState> {
  const [row] = await sql<Row[]>`
    SELECT (SELECT version::text FROM catalogue_version) AS version,
      (SELECT count(*) || '.' || coalesce(sum(id::bigint), 0) || '.' || coalesce(sum(id::bigint * id % 1000003), 0)
        FROM product_variants WHERE is_active AND stock_quantity > 0) AS in_stock,
      (SELECT value FROM settings WHERE key = ${FEEDS_ENABLED_KEY}) AS enabled,
      (SELECT value FROM settings WHERE key = ${FEEDS_TOKEN_KEY}) AS token,
      (SELECT value FROM settings WHERE key = 'company_name') AS shop_name`;
  const shopName = row!.shop_name?.trim() || COMPANY_DEFAULTS.company_name;
  return {
    enabled: row!.enabled !== '0',
    token: row!.token?.trim() || null,
    shopName,
    cacheKey: createHash('sha256').update(`${row!.version}|${row!.in_stock}|${shopName}`).digest('hex').slice(0, 16),
  };
}
