import type { AppContext } from '../../core/context.ts';
import type { Job } from '../../jobs/runner.ts';
import type { MarketplaceChannel } from './channel.ts';
import { trendyolChannel } from './trendyol/trendyol-channel.ts';
import { pushChanges } from './push-changes.ts';
import { checkBatches } from './check-batches.ts';
import { pullOrders } from './pull-orders.ts';

// The marketplace jobs, run by the shop's job runner: on a PostgreSQL server with several
// instances each run is claimed in the database (api/jobs/claim.ts), so one instance pushes or
// pulls at a time; the package's unique row and lock keep a package to one order even if two ran.

/** A change reaches the marketplace within this plus one run (well inside Trendyol's minute). */
export const PUSH_EVERY_MS = 15_000;
/** New packages are asked for this often (the bound is 60 seconds). */
export const PULL_EVERY_MS = 30_000;

/** The configured channels (none when no marketplace is set up). */
export function marketplaceChannels(ctx: Pick<AppContext, 'config' | 'log'>): MarketplaceChannel[] {
  return ctx.config.trendyol ? [trendyolChannel(ctx.config.trendyol, ctx.log)] : [];
}

export function marketplaceJobs(ctx: AppContext): Job[] {
  return marketplaceChannels(ctx).flatMap((channel) => [
    {
      name: `${channel.name}-push`,
      everyMs: PUSH_EVERY_MS,
      run: async () => {
        const checked = await checkBatches(ctx.sql, channel);
        if (checked.failed > 0) ctx.log.warn(`${channel.name}: ${checked.failed} ürün güncellemesi reddedildi.`);
        const run = await pushChanges(ctx.sql, channel);
        if (run.sent > 0) ctx.log.info(`${channel.name}: ${run.sent} ürünün stok ve fiyatı gönderildi.`);
      },
    },
    {
      name: `${channel.name}-pull`,
      everyMs: PULL_EVERY_MS,
      run: async () => {
        const run = await pullOrders(ctx.sql, channel, ctx.log);
        if (run.taken > 0) ctx.log.info(`${channel.name}: ${run.taken} sipariş paketi alındı.`);
        if (run.flagged > 0)
          ctx.log.warn(`${channel.name}: ${run.flagged} paket alınamadı; 'Trendyol' ekranına bakın.`);
        if (run.cancelled > 0) ctx.log.info(`${channel.name}: ${run.cancelled} sipariş pazaryerinde iptal edildi.`);
      },
    },
  ]);
}
