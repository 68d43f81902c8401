import type { AppContext } from '../core/context.ts';
import type { NoRows } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { mailerFor, type MailMessage } from './mailer.ts';

const MINUTE = 60_000;

/**
 * Wait after the n-th failed attempt (the first is the inline send). The eight attempts
 * span about 22 hours; after the last one the message is given up (docs/decisions/0225).
 */
export const RETRY_DELAYS_MS = [1, 5, 15, 60, 180, 360, 720].map((m) => m * MINUTE);
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/**
 * A claimed message is not offered again for this long, so another instance (or the next
 * run) leaves it alone while it is being sent; only a crash mid-send brings it back.
 */
const CLAIM_MS = 10 * MINUTE;
const BATCH = 50;

export const MAIL_RETRY_MS = MINUTE;

export type Delivery = 'sent' | 'queued';

/**
 * Sends a mail now; when the SMTP server refuses or does not answer, the message is kept in
 * the outbox for the 'mail-retry' job, so the order, refund or account request that sent
 * it still succeeds. Only a failing database makes this throw.
 */
export async function deliverMail(ctx: AppContext, message: MailMessage): Promise<Delivery> {
  try {
    await mailerFor(ctx.config).send(message);
    return 'sent';
  } catch (error) {
    await ctx.sql<Row<'mail_outbox', 'id'>[]>`
      INSERT INTO mail_outbox (message, attempts, next_attempt_at, last_error)
      VALUES (${ctx.sql.json(message as never)}, 1, now() + ${RETRY_DELAYS_MS[0]!} * interval '1 millisecond',
        ${errorText(error)})
      RETURNING id`;
    ctx.log.warn('E-posta gönderilemedi; daha sonra yeniden denenecek', { subject: message.subject, error });
    return 'queued';
  }
}

export interface MailRetryRun {
  sent: number;
  /** Failed again, waiting for the next attempt. */
  deferred: number;
  /** Failed for the last time. */
  gaveUp: number;
}

type OutboxRow = Row<'mail_outbox', 'id' | 'message' | 'attempts'>;

/**
 * Resends the due messages. Each batch is claimed in one statement (FOR UPDATE SKIP LOCKED,
 * next attempt pushed past the send), so two instances running this at once never take the
 * same message; the outcome of each send is written after it.
 */
export async function sendDueMails(ctx: AppContext, now: Date = new Date(), batch = BATCH): Promise<MailRetryRun> {
  const run: MailRetryRun = { sent: 0, deferred: 0, gaveUp: 0 };
  const mailer = mailerFor(ctx.config);
  for (;;) {
    const due = await ctx.sql<OutboxRow[]>`
      UPDATE mail_outbox SET attempts = attempts + 1,
        next_attempt_at = ${now}::timestamptz + ${CLAIM_MS} * interval '1 millisecond'
      WHERE id IN (
        SELECT id FROM mail_outbox
        WHERE sent_at IS NULL AND given_up_at IS NULL AND next_attempt_at <= ${now}
        ORDER BY next_attempt_at LIMIT ${batch}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, message, attempts`;
    for (const row of due) {
      const message = row.message as unknown as MailMessage;
      try {
        await mailer.send(message);
        await ctx.sql<NoRows>`UPDATE mail_outbox SET sent_at = now(), last_error = NULL WHERE id = ${row.id}`;
        run.sent++;
      } catch (error) {
        const delay = RETRY_DELAYS_MS[row.attempts - 1];
        if (delay === undefined) {
          await ctx.sql<NoRows>`UPDATE mail_outbox SET given_up_at = now(), last_error = ${errorText(error)} WHERE id = ${row.id}`;
          ctx.log.error(`E-posta ${row.attempts} denemeden sonra gönderilemedi; vazgeçildi`, {
            mailId: row.id,
            subject: message.subject,
            error,
          });
          ctx.metrics?.mailsGivenUp.inc();
          run.gaveUp++;
        } else {
          await ctx.sql<NoRows>`
            UPDATE mail_outbox SET last_error = ${errorText(error)},
              next_attempt_at = ${now}::timestamptz + ${delay} * interval '1 millisecond'
            WHERE id = ${row.id}`;
          run.deferred++;
        }
      }
    }
    if (due.length < batch) return run;
  }
}

/** Sent and given-up messages hold addresses and links: kept a month for questions, then removed. */
export async function removeOldOutboxMails(ctx: AppContext): Promise<void> {
  await ctx.sql<NoRows>`
    DELETE FROM mail_outbox
    WHERE coalesce(sent_at, given_up_at) < now() - interval '30 days'`;
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}
