import type { Sql } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import {
  TRADE_MESSAGES as m,
  type MyTradeState,
  type TradeApplication,
  type TradeApplicationInput,
  type TradeStatus,
} from './schemas.ts';
import { conflict, forbidden } from '../../core/errors.ts';
import { rethrowConstraint } from '../../services/constraint-conflict.ts';

// The customer's side of a trade account: one open application at a time, the latest
// application's state and the approved account (decisions are in decisions.ts).

export type ApplicationRow = Row<
  'trade_applications',
  'id' | 'company_name' | 'tax_number' | 'tax_office' | 'phone' | 'note' | 'decision_note' | 'created_at' | 'decided_at'
> & { status: TradeStatus };

export const APPLICATION_COLUMNS = [
  'id',
  'company_name',
  'tax_number',
  'tax_office',
  'phone',
  'note',
  'status',
  'decision_note',
  'created_at',
  'decided_at',
] as const;

export const toApplication = (r: ApplicationRow): TradeApplication => ({
  id: r.id,
  companyName: r.company_name,
  taxNumber: r.tax_number,
  taxOffice: r.tax_office,
  phone: r.phone,
  note: r.note,
  status: r.status,
  decisionNote: r.decision_note,
  createdAt: new Date(r.created_at).toISOString(),
  decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
});

export async function applyForTradeAccount(
  sql: Sql,
  userId: number,
  input: TradeApplicationInput,
): Promise<MyTradeState> {
  const [user] = await sql<Row<'users', 'is_admin'>[]>`SELECT is_admin FROM users WHERE id = ${userId}`;
  if (user?.is_admin) throw forbidden(m.adminCannotApply);
  const [open] = await sql<{ found: number }[]>`
    SELECT 1 AS found FROM trade_applications WHERE user_id = ${userId} AND status = 'pending'`;
  if (open) throw conflict(m.alreadyOpen);
  try {
    await sql<Row<'trade_applications', 'id'>[]>`
      INSERT INTO trade_applications (user_id, company_name, tax_number, tax_office, phone, note)
      VALUES (${userId}, ${input.companyName}, ${input.taxNumber}, ${input.taxOffice}, ${input.phone}, ${input.note})
      RETURNING id`;
  } catch (error) {
    // Two tabs sending at once: the second meets the one-open index.
    rethrowConstraint(error, { trade_applications_one_open: m.alreadyOpen });
  }
  return myTradeState(sql, userId);
}

/** Every application of the customer, newest first (the data export lists them all). */
export async function myTradeApplications(sql: Sql, userId: number, limit = 1000): Promise<TradeApplication[]> {
  const rows = await sql<ApplicationRow[]>`
    SELECT ${sql(APPLICATION_COLUMNS)} FROM trade_applications
    WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT ${limit}`;
  return rows.map(toApplication);
}

export async function myTradeState(sql: Sql, userId: number): Promise<MyTradeState> {
  const [latest] = await myTradeApplications(sql, userId, 1);
  const [account] = await sql<
    Row<'trade_accounts', 'company_name' | 'tax_number' | 'tax_office' | 'phone' | 'approved_at'>[]
  >`SELECT company_name, tax_number, tax_office, phone, approved_at FROM trade_accounts WHERE user_id = ${userId}`;
  return {
    application: latest ?? null,
    account: account
      ? {
          companyName: account.company_name,
          taxNumber: account.tax_number,
          taxOffice: account.tax_office,
          phone: account.phone,
          approvedAt: new Date(account.approved_at).toISOString(),
        }
      : null,
  };
}
