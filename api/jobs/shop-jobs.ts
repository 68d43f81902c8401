import type { AppContext } from '../core/context.ts';
import { removeStaleGuestCarts } from '../services/cart/guest-carts.ts';
import { removeExpiredSessions } from '../services/accounts/sessions.ts';
import { removeOldIdempotencyKeys } from '../services/checkout/idempotency.ts';
import { removeSpentTokens } from '../services/accounts/one-time-tokens.ts';
import { runJobs, type Job, type JobRunner } from './runner.ts';
import { claimJobRun } from './claim.ts';
import { releaseExpiredReservations, RESERVATION_CHECK_MS } from './reservations.ts';
import { sweepUnusedUploads } from './unused-uploads.ts';
import { settleTransferOrders, TRANSFER_CHECK_MS } from '../features/bank-transfer/index.ts';
import { notifyBackInStock, STOCK_ALERT_CHECK_MS } from '../features/stock-alerts/index.ts';
import { CART_REMINDER_CHECK_MS, remindAbandonedCarts } from '../features/cart-reminders/index.ts';
import { ACCOUNT_REMINDER_CHECK_MS, remindOverdueAccounts } from '../features/open-account/index.ts';
import { cancelDueInvoices, INVOICE_CHECK_MS, invoiceProvider, issueDueInvoices } from '../features/invoices/index.ts';
import { MAIL_RETRY_MS, removeOldOutboxMails, sendDueMails } from '../mail/outbox.ts';
import { upkeepEmbeddedDatabase } from '#db/pglite-upkeep.ts';
import { SALE_CHECK_MS, settleDueSales } from '../services/catalogue/sales/product-sales.ts';
import { marketplaceJobs } from '../features/marketplace/index.ts';

const HOUR = 60 * 60 * 1000;
/** How often the embedded database gets the vacuuming and analysis PostgreSQL's autovacuum would give it. */
const EMBEDDED_UPKEEP_MS = 10 * 60 * 1000;

/** The shop's periodic clean-ups; started by boot, stopped before the database closes. */
export function startJobs(ctx: AppContext): JobRunner {
  const jobs: Job[] = [
    {
      name: 'guest-carts',
      everyMs: HOUR,
      run: async () => {
        const removed = await removeStaleGuestCarts(ctx.sql);
        if (removed > 0) ctx.log.info(`Eski misafir sepetleri silindi: ${removed}`);
        await removeOldIdempotencyKeys(ctx.sql);
      },
    },
    { name: 'expired-sessions', everyMs: 6 * HOUR, run: () => removeExpiredSessions(ctx.sql) },
    { name: 'spent-account-links', everyMs: 6 * HOUR, run: () => removeSpentTokens(ctx.sql) },
    {
      name: 'payment-reservations',
      everyMs: RESERVATION_CHECK_MS,
      run: async () => {
        const run = await releaseExpiredReservations(ctx);
        if (run.released > 0) ctx.log.info(`Süresi dolan ${run.released} siparişin stoğu serbest bırakıldı.`);
        if (run.completed > 0) ctx.log.info(`Geri dönüşü gelmeyen ${run.completed} ödenmiş sipariş tamamlandı.`);
        if (run.latePaid > 0) ctx.log.warn(`İptal edildikten sonra ödenen ${run.latePaid} sipariş bulundu ve işlendi.`);
        if (run.authorisations > 0)
          ctx.log.info(`Açıkta kalan ${run.authorisations} ön provizyon tahsil veya iptal edildi.`);
      },
    },
    {
      name: 'bank-transfers',
      everyMs: TRANSFER_CHECK_MS,
      run: async () => {
        const run = await settleTransferOrders(ctx);
        if (run.reminded > 0) ctx.log.info(`${run.reminded} havale siparişine ödeme hatırlatması gönderildi.`);
        if (run.cancelled > 0) ctx.log.info(`Ödemesi gelmeyen ${run.cancelled} havale siparişi iptal edildi.`);
        if (run.flagged > 0) ctx.log.warn(`Süresi dolan ${run.flagged} havale siparişinde kısmi ödeme var.`);
      },
    },
    {
      // Sales with dates (decision 0319): each starts and ends in the stored prices within a minute of its time.
      name: 'product-sales',
      everyMs: SALE_CHECK_MS,
      run: async () => {
        const settled = await settleDueSales(ctx.sql);
        if (settled > 0) ctx.log.info(`${settled} indirim başladı veya sona erdi.`);
      },
    },
    {
      name: 'stock-alerts',
      everyMs: STOCK_ALERT_CHECK_MS,
      run: async () => {
        const sent = await notifyBackInStock(ctx);
        if (sent > 0) ctx.log.info(`Stoğa giren ürünler için ${sent} bildirim e-postası gönderildi.`);
      },
    },
    {
      name: 'cart-reminders',
      everyMs: CART_REMINDER_CHECK_MS,
      run: async () => {
        const sent = await remindAbandonedCarts(ctx);
        if (sent > 0) ctx.log.info(`Bekleyen ${sent} sepet için hatırlatma e-postası gönderildi.`);
      },
    },
    {
      name: 'open-account-reminders',
      everyMs: ACCOUNT_REMINDER_CHECK_MS,
      run: async () => {
        const run = await remindOverdueAccounts(ctx);
        if (run.reminded > 0) ctx.log.info(`${run.reminded} cari hesaba vadesi geçen bakiye hatırlatması gönderildi.`);
      },
    },
    {
      name: 'unused-uploads',
      everyMs: 24 * HOUR,
      run: async () => {
        const { removed } = await sweepUnusedUploads(ctx.sql, ctx.uploads);
        if (removed > 0) ctx.log.info(`Kullanılmayan ${removed} yüklenmiş dosya silindi.`);
      },
    },
    {
      name: 'invoices',
      everyMs: INVOICE_CHECK_MS,
      run: async () => {
        const run = await issueDueInvoices(ctx, invoiceProvider(ctx));
        if (run.issued > 0) ctx.log.info(`${run.issued} fatura düzenlendi.`);
        if (run.failed > 0)
          ctx.log.warn(`${run.failed} fatura düzenlenemedi; 'Faturalar' sayfasından yeniden deneyin.`);
        const cancels = await cancelDueInvoices(ctx, invoiceProvider(ctx));
        if (cancels.failed > 0)
          ctx.log.warn(
            `${cancels.failed} fatura iptali sağlayıcıya iletilemedi; 'Faturalar' sayfasından yeniden deneyin.`,
          );
      },
    },
    {
      name: 'mail-retry',
      everyMs: MAIL_RETRY_MS,
      run: async () => {
        const run = await sendDueMails(ctx);
        if (run.sent > 0) ctx.log.info(`Bekleyen ${run.sent} e-posta gönderildi.`);
        await removeOldOutboxMails(ctx);
      },
    },
    // Trendyol (issue 51): stock and prices out, order packages in; none when it is not configured.
    ...marketplaceJobs(ctx),
  ];
  // A PostgreSQL server has autovacuum; PGlite has none (db/pglite-upkeep.ts).
  if (ctx.dbKind === 'pglite')
    jobs.push({
      name: 'embedded-database-upkeep',
      everyMs: EMBEDDED_UPKEEP_MS,
      run: async () => {
        const { vacuumed } = await upkeepEmbeddedDatabase(ctx.sql);
        if (vacuumed.length > 0) ctx.log.info(`Gömülü veritabanında ${vacuumed.length} tablo temizlendi.`);
      },
    });
  // On a PostgreSQL server several instances may run these; each run is claimed in the database.
  const instanceId = ctx.instance?.id ?? 'local';
  const claim =
    ctx.dbKind === 'postgres' ? (job: Job) => claimJobRun(ctx.sql, job.name, job.everyMs, instanceId) : undefined;
  const onRun = (job: Job, outcome: 'ran' | 'failed') => ctx.metrics?.jobRuns.inc({ job: job.name, outcome });
  return runJobs(jobs, ctx.log, { claim, onRun });
}
