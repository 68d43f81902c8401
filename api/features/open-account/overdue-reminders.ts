import type { AppContext } from '../../core/context.ts';
import { ledgerEntries, todayInTurkey } from './account.ts';
import { overdueOrders } from './ledger.ts';
import { sendOverdueReminder, type OverdueRecipient } from './mails.ts';

export const ACCOUNT_REMINDER_CHECK_MS = 60 * 60_000;

/**
 * Open accounts with an overdue balance get a reminder (decision 0295): once per customer and
 * overdue due day, whatever the number of runs or instances. The pair is written to
 * account_overdue_reminders first, and only the run whose insert went through sends the mail
 * (through the outbox, which retries it). A later due day falling overdue brings a new one.
 */
export async function remindOverdueAccounts(ctx: AppContext, now: Date = new Date()): Promise<{ reminded: number }> {
  const today = todayInTurkey(now);
  // Customers with an order past its due day not yet reminded of; whether it is still unpaid
  // is the ledger's answer below.
  const candidates = await ctx.sql<{ user_id: number }[]>`
    SELECT DISTINCT o.user_id FROM orders o
    WHERE o.payment_method = 'open_account' AND o.payment_due_on < ${today}::date AND o.user_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM account_overdue_reminders r WHERE r.user_id = o.user_id AND r.due_on = o.payment_due_on)`;
  let reminded = 0;
  for (const { user_id: userId } of candidates) {
    const overdue = overdueOrders(await ledgerEntries(ctx.sql, userId), today);
    if (overdue.length === 0) continue;
    const days = [...new Set(overdue.map((o) => o.dueOn))];
    const fresh = await ctx.sql<{ due_on: string }[]>`
      INSERT INTO account_overdue_reminders (user_id, due_on)
      SELECT ${userId}, d FROM unnest(${days}::date[]) AS d
      ON CONFLICT DO NOTHING RETURNING due_on::text`;
    if (fresh.length === 0) continue;
    const [to] = await ctx.sql<OverdueRecipient[]>`
      SELECT u.full_name, u.email, t.company_name FROM users u JOIN trade_accounts t ON t.user_id = u.id
      WHERE u.id = ${userId}`;
    if (!to) continue;
    await sendOverdueReminder(ctx, to, overdue).catch((error: unknown) =>
      ctx.log.error('Cari hesap hatırlatma e-postası gönderilemedi', { userId, error }),
    );
    reminded++;
  }
  return { reminded };
}
