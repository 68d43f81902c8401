import type { AppContext } from '../core/context.ts';
import { removeStaleGuestCarts } from '../services/cart/guest-carts.ts';
import { removeExpiredSessions } from '../services/accounts/sessions.ts';
import { runJobs, type Job, type JobRunner } from './runner.ts';
import { releaseExpiredReservations, RESERVATION_CHECK_MS } from './reservations.ts';

const HOUR = 60 * 60 * 1000;

/** The shop's periodic clean-ups; started by boot, stopped before the database closes. */
export function startJobs(ctx: AppContext): JobRunner {
  const jobs: Job[] = [
    {
      name: 'guest-carts',
      everyMs: HOUR,
      run: async () => {
        const removed = await removeStaleGuestCarts(ctx.sql);
        if (removed > 0) ctx.log.info(`Eski misafir sepetleri silindi: ${removed}`);
      },
    },
    { name: 'expired-sessions', everyMs: 6 * HOUR, run: () => removeExpiredSessions(ctx.sql) },
    {
      name: 'payment-reservations',
      everyMs: RESERVATION_CHECK_MS,
      run: async () => {
        const released = await releaseExpiredReservations(ctx.sql);
        if (released > 0) ctx.log.info(`Süresi dolan ${released} siparişin stoğu serbest bırakıldı.`);
      },
    },
  ];
  return runJobs(jobs, ctx.log);
}
