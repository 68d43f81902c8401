import type { NoRows, Tx } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import type { AppContext } from '../../core/context.ts';
import { TRADE_MESSAGES as m } from './schemas.ts';
import { conflict, invalid, notFound } from '../../core/errors.ts';
import { sendTradeDecisionMail } from './mails.ts';
import { recordGroupChange } from './customer-groups.ts';

// The admin's decisions on trade applications. Each keeps who and when; the customer is told
// by e-mail once the decision is stored (a failing mail server leaves the mail to the outbox).

type Decided = Row<'trade_applications', 'user_id' | 'company_name'> & Row<'users', 'full_name' | 'email'>;

/** Locks a pending application, or refuses: unknown (404) or already decided (409). */
async function lockPending(tx: Tx, id: number) {
  const [row] = await tx<(Row<'trade_applications', 'user_id' | 'company_name'> & { status: string })[]>`
    SELECT user_id, company_name, status FROM trade_applications WHERE id = ${id} FOR UPDATE`;
  if (!row) throw notFound(m.notFound);
  if (row.status !== 'pending') throw conflict(m.alreadyDecided);
  return row;
}

async function customerOf(sql: Tx, userId: number) {
  const [user] = await sql<
    Row<'users', 'full_name' | 'email'>[]
  >`SELECT full_name, email FROM users WHERE id = ${userId}`;
  return user!;
}

/**
 * Approves: the customer joins the group and the application's company becomes the trade
 * account the checkout starts from.
 */
export async function approveApplication(ctx: AppContext, adminId: number, id: number, priceGroupId: number) {
  const decided: Decided = await ctx.sql.begin(async (tx) => {
    const app = await lockPending(tx, id);
    const [group] = await tx<Row<'price_groups', 'name'>[]>`
      SELECT name FROM price_groups WHERE id = ${priceGroupId} FOR SHARE`;
    if (!group) throw invalid(m.groupMissing);
    await tx<NoRows>`
      UPDATE trade_applications SET status = 'approved', price_group_id = ${priceGroupId},
        decided_by = ${adminId}, decided_at = now()
      WHERE id = ${id}`;
    await tx<NoRows>`
      INSERT INTO trade_accounts (user_id, application_id, company_name, tax_number, tax_office, phone, approved_by)
      SELECT user_id, id, company_name, tax_number, tax_office, phone, ${adminId} FROM trade_applications WHERE id = ${id}
      ON CONFLICT (user_id) DO UPDATE SET application_id = excluded.application_id,
        company_name = excluded.company_name, tax_number = excluded.tax_number, tax_office = excluded.tax_office,
        phone = excluded.phone, approved_by = excluded.approved_by, approved_at = now()`;
    await recordGroupChange(tx, { userId: app.user_id, groupId: priceGroupId, adminId, applicationId: id });
    return { ...app, ...(await customerOf(tx, app.user_id)) };
  });
  await sendTradeDecisionMail(ctx, decided, { approved: true });
  return { message: m.approved };
}

/** Rejects with a note, which the customer reads on /hesabim and in the mail. */
export async function rejectApplication(ctx: AppContext, adminId: number, id: number, note: string) {
  const decided: Decided = await ctx.sql.begin(async (tx) => {
    const app = await lockPending(tx, id);
    await tx<NoRows>`
      UPDATE trade_applications SET status = 'rejected', decision_note = ${note}, decided_by = ${adminId}, decided_at = now()
      WHERE id = ${id}`;
    return { ...app, ...(await customerOf(tx, app.user_id)) };
  });
  await sendTradeDecisionMail(ctx, decided, { approved: false, note });
  return { message: m.rejected };
}
