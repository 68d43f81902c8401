import type { NoRows, Sql } from '#db/connection.ts';
import type { Logger } from '../../core/logger.ts';
import { ChannelUnavailable, type ChannelPackage, type MarketplaceChannel } from './channel.ts';
import { noteRun } from './channel-state.ts';
import { flagPackage, takePackage } from './take-package.ts';
import { cancelPackages } from './cancel-packages.ts';

// The pull (decision 0415): new packages (status Created, every page) become shop orders; each
// taken one is reported as being picked, and as invoiced once its e-invoice is issued. A notice
// the marketplace did not take is sent again on the next run. Then packages cancelled on the
// marketplace cancel their shop orders.

export interface PullRun {
  taken: number;
  flagged: number;
  notified: number;
  cancelled: number;
}

export async function pullOrders(sql: Sql, channel: MarketplaceChannel, log: Logger): Promise<PullRun> {
  const run: PullRun = { taken: 0, flagged: 0, notified: 0, cancelled: 0 };
  try {
    for await (const page of channel.packages('Created')) {
      for (const pkg of page) {
        const outcome = await takeOrFlag(sql, channel, pkg, log);
        if (outcome === 'taken') run.taken++;
        if (outcome === 'flagged') run.flagged++;
      }
    }
    run.notified = await sendNotices(sql, channel, log);
    run.cancelled = await cancelPackages(sql, channel);
  } catch (error) {
    if (!(error instanceof ChannelUnavailable)) throw error;
    await noteRun(sql, channel.name, 'pull', error.message);
    return run;
  }
  await noteRun(sql, channel.name, 'pull', null);
  return run;
}

/** One package taken; one the shop's rules refuse (a value its order cannot hold) is flagged, never blocking the rest. */
async function takeOrFlag(sql: Sql, channel: MarketplaceChannel, pkg: ChannelPackage, log: Logger) {
  try {
    return await takePackage(sql, channel.name, pkg);
  } catch (error) {
    log.error('Trendyol paketi siparişe dönüştürülemedi', { packageId: pkg.packageId, error });
    return flagPackage(sql, channel.name, pkg, 'Sipariş oluşturulamadı: paketteki bilgiler okunamadı');
  }
}

/** Picking for every taken package not yet reported; Invoiced for those whose sales invoice is issued. */
async function sendNotices(sql: Sql, channel: MarketplaceChannel, log: Logger): Promise<number> {
  const due = await sql<{ id: number; payload: ChannelPackage; invoice_number: string | null }[]>`
    SELECT c.id, c.payload, i.number AS invoice_number
    FROM channel_packages c
    LEFT JOIN invoices i ON i.order_id = c.order_id AND i.type_code = 'SATIS' AND i.status = 'issued'
    JOIN orders o ON o.id = c.order_id AND o.status <> 'cancelled'
    WHERE c.channel = ${channel.name} AND c.state = 'taken'
      AND (c.picking_sent_at IS NULL OR (c.invoiced_sent_at IS NULL AND i.number IS NOT NULL))
    ORDER BY c.id LIMIT 200`;
  let sent = 0;
  for (const row of due) {
    // Held for a minute by this run (another instance skips it; a crash lets it go again after).
    const [held] = await sql<{ picking: boolean; invoicing: boolean }[]>`
      UPDATE channel_packages SET notice_lease_until = now() + interval '1 minute'
      WHERE id = ${row.id} AND (notice_lease_until IS NULL OR notice_lease_until < now())
        AND (picking_sent_at IS NULL OR invoiced_sent_at IS NULL)
      RETURNING picking_sent_at IS NULL AS picking, invoiced_sent_at IS NULL AS invoicing`;
    if (!held) continue;
    try {
      // What is still due as the lease was taken (another run may have sent some meanwhile).
      if (held.picking) {
        await channel.notifyPicking(row.payload);
        await sql<NoRows>`UPDATE channel_packages SET picking_sent_at = now(), notify_error = NULL WHERE id = ${row.id}`;
        sent++;
      }
      if (row.invoice_number && held.invoicing) {
        await channel.notifyInvoiced(row.payload, row.invoice_number);
        await sql<NoRows>`UPDATE channel_packages SET invoiced_sent_at = now(), notify_error = NULL WHERE id = ${row.id}`;
        sent++;
      }
    } catch (error) {
      // A refused notice (a package cancelled meanwhile, a 4xx) is kept and shown; an outage stops the run.
      if (error instanceof ChannelUnavailable && error.status !== null && error.status < 500) {
        log.warn('Trendyol paket bildirimi kabul edilmedi', { packageId: row.payload.packageId, error: error.message });
        await sql<NoRows>`UPDATE channel_packages SET notify_error = ${error.message} WHERE id = ${row.id}`;
        continue;
      }
      throw error;
    } finally {
      await sql<NoRows>`UPDATE channel_packages SET notice_lease_until = NULL WHERE id = ${row.id}`;
    }
  }
  return sent;
}
