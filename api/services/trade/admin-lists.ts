import type { Sql } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import type { AdminCustomer, CustomerPage, TradeApplicationPage, TradeStatus } from '../../schemas/trade-accounts.ts';
import { paginationOf } from '../../schemas/pagination.ts';
import { folded, searchPattern } from '../text-search.ts';
import { APPLICATION_COLUMNS, toApplication, type ApplicationRow } from './applications.ts';

// The 'Müşteriler' panel's two lists, newest first, searched Turkish-aware (İ/ı) by name,
// e-mail, user name and company, paged.

interface Paging {
  search?: string | undefined;
  page: number;
  pageSize: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function customerMatches(sql: Sql, pattern: string | null, company: string) {
  if (!pattern) return sql``;
  return sql`AND (${folded(sql, 'u.full_name')} LIKE ${pattern} OR ${folded(sql, 'u.email')} LIKE ${pattern}
    OR ${folded(sql, 'u.username')} LIKE ${pattern} OR ${folded(sql, company)} LIKE ${pattern})`;
}

type AdminApplicationRow = ApplicationRow &
  Row<'users', 'username' | 'full_name' | 'email'> & {
    user_id: number;
    group_id: number | null;
    group_name: string | null;
    decided_by_name: string | null;
  };

export async function listApplications(
  sql: Sql,
  q: Paging & { status?: TradeStatus | undefined },
): Promise<TradeApplicationPage> {
  const where = sql`WHERE true ${q.status ? sql`AND a.status = ${q.status}` : sql``}
    ${customerMatches(sql, searchPattern(q.search), 'a.company_name')}`;
  const from = sql`FROM trade_applications a JOIN users u ON u.id = a.user_id`;
  const [counted] = await sql<{ count: number }[]>`SELECT count(*)::int AS count ${from} ${where}`;
  const rows = await sql<AdminApplicationRow[]>`
    SELECT ${sql(APPLICATION_COLUMNS.map((c) => `a.${c}`))}, a.user_id, u.username, u.full_name, u.email,
      g.id AS group_id, g.name AS group_name, d.username AS decided_by_name
    ${from} LEFT JOIN price_groups g ON g.id = a.price_group_id LEFT JOIN users d ON d.id = a.decided_by
    ${where}
    ORDER BY (a.status = 'pending') DESC, a.created_at DESC, a.id DESC
    LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`;
  const count = counted!.count;
  return {
    applications: rows.map((r) => ({
      ...toApplication(r),
      customer: { id: r.user_id, username: r.username, fullName: r.full_name, email: r.email },
      priceGroup: r.group_id !== null ? { id: r.group_id, name: r.group_name! } : null,
      decidedBy: r.decided_by_name,
    })),
    pagination: paginationOf(q.page, q.pageSize, count, Math.max(1, Math.ceil(count / q.pageSize))),
  };
}

type CustomerRow = Row<'users', 'id' | 'username' | 'full_name' | 'email' | 'phone' | 'created_at'> & {
  company_name: string | null;
  trade_status: TradeStatus | 'none';
  group_id: number | null;
  group_name: string | null;
  discount_percent: string | null;
  changed_by: string | null;
  changed_at: Date | null;
};

/** Customers (never admins) with their group, trade state and the last group change. */
export async function listCustomers(
  sql: Sql,
  q: Paging & { trade?: TradeStatus | 'none' | undefined },
): Promise<CustomerPage> {
  // The trade state: an approved account stays 'approved' while a later application is open or refused.
  const joined = sql`
    FROM users u
    LEFT JOIN trade_accounts t ON t.user_id = u.id
    LEFT JOIN LATERAL (SELECT status, company_name FROM trade_applications
      WHERE user_id = u.id ORDER BY created_at DESC, id DESC LIMIT 1) a ON true
    LEFT JOIN price_groups g ON g.id = u.price_group_id
    CROSS JOIN LATERAL (SELECT CASE WHEN t.user_id IS NOT NULL THEN 'approved' ELSE coalesce(a.status, 'none') END
      AS trade_status, coalesce(t.company_name, a.company_name) AS company_name) s`;
  const where = sql`WHERE NOT u.is_admin ${q.trade ? sql`AND s.trade_status = ${q.trade}` : sql``}
    ${customerMatches(sql, searchPattern(q.search), 's.company_name')}`;
  const [counted] = await sql<{ count: number }[]>`SELECT count(*)::int AS count ${joined} ${where}`;
  const rows = await sql<CustomerRow[]>`
    SELECT u.id, u.username, u.full_name, u.email, u.phone, u.created_at, s.company_name, s.trade_status,
      g.id AS group_id, g.name AS group_name, g.discount_percent, c.changed_by, c.created_at AS changed_at
    ${joined}
    LEFT JOIN LATERAL (SELECT x.created_at, cu.username AS changed_by FROM price_group_changes x
      LEFT JOIN users cu ON cu.id = x.changed_by
      WHERE x.user_id = u.id ORDER BY x.created_at DESC, x.id DESC LIMIT 1) c ON true
    ${where}
    ORDER BY u.created_at DESC, u.id DESC
    LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`;
  const count = counted!.count;
  return {
    customers: rows.map((r): AdminCustomer => ({
      id: r.id,
      username: r.username,
      fullName: r.full_name,
      email: r.email,
      phone: r.phone,
      createdAt: iso(r.created_at),
      companyName: r.company_name,
      tradeStatus: r.trade_status,
      priceGroup:
        r.group_id !== null
          ? { id: r.group_id, name: r.group_name!, discountPercent: Number(r.discount_percent) }
          : null,
      groupChangedBy: r.changed_by,
      groupChangedAt: r.changed_at ? iso(r.changed_at) : null,
    })),
    pagination: paginationOf(q.page, q.pageSize, count, Math.max(1, Math.ceil(count / q.pageSize))),
  };
}
