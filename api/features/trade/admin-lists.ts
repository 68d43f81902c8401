import type { Sql } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import type { AdminCustomer, CustomerPage, TradeApplicationPage, TradeStatus } from './schemas.ts';
import { paginationOf } from '../../schemas/pagination.ts';
import { folded, searchPattern } from '../../services/text-search.ts';
import { APPLICATION_COLUMNS, toApplication, type ApplicationRow } from './applications.ts';
import { fromKurus, toKurus } from '../../shared/money.ts';

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

type CustomerRow = {
  key: string;
  id: number | null;
  username: string | null;
  full_name: string;
  email: string;
  phone: string | null;
  created_at: Date;
  company_name: string | null;
  trade_status: TradeStatus | 'none';
  group_id: number | null;
  group_name: string | null;
  discount_percent: string | null;
  changed_by: string | null;
  changed_at: Date | null;
  order_count: number;
  total_spent: string;
  last_order_at: Date | null;
};

/**
 * Who bought or may buy: registered customers (never admins) and guest buyers, a guest being
 * every order without an account under one e-mail address not taken by an account (issue 50).
 * A registered customer's figures count their guest orders under their address too.
 */
export function customerPeople(sql: Sql) {
  return sql`(
    SELECT 'u' || u.id AS key, u.id AS user_id, lower(u.email) AS email_key, u.full_name AS name, u.email, u.phone,
      u.created_at, NULL::text AS order_company
    FROM users u WHERE NOT u.is_admin
    UNION ALL
    SELECT 'g:' || g.email_key, NULL, g.email_key, last.customer_name, last.customer_email, last.customer_phone,
      g.first_at, last.company_name
    FROM (SELECT lower(customer_email) AS email_key, min(created_at) AS first_at FROM orders
          WHERE user_id IS NULL AND personal_data_erased_at IS NULL GROUP BY lower(customer_email)) g
    CROSS JOIN LATERAL (SELECT customer_name, customer_email, customer_phone, company_name FROM orders
      WHERE user_id IS NULL AND lower(customer_email) = g.email_key ORDER BY created_at DESC, id DESC LIMIT 1) last
    WHERE NOT EXISTS (SELECT 1 FROM users x WHERE lower(x.email) = g.email_key)
  ) p`;
}

/** Paid orders' count, what they came to net of refunds, and the last one's time, of person `p`. */
export function customerFigures(sql: Sql) {
  return sql`CROSS JOIN LATERAL (
    SELECT count(*)::int AS order_count, coalesce(sum(o.total_amount - o.refunded_amount), 0)::text AS total_spent,
      max(o.created_at) AS last_order_at
    FROM orders o WHERE o.paid_at IS NOT NULL
      AND (o.user_id = p.user_id OR (o.user_id IS NULL AND lower(o.customer_email) = p.email_key))) f`;
}

/** Customers and guest buyers with their group, trade state, last group change and paid-order figures. */
export async function listCustomers(
  sql: Sql,
  q: Paging & { trade?: TradeStatus | 'none' | undefined },
): Promise<CustomerPage> {
  // The trade state: an approved account stays 'approved' while a later application is open or refused.
  const joined = sql`
    FROM ${customerPeople(sql)}
    LEFT JOIN users u ON u.id = p.user_id
    LEFT JOIN trade_accounts t ON t.user_id = p.user_id
    LEFT JOIN LATERAL (SELECT status, company_name FROM trade_applications
      WHERE user_id = p.user_id ORDER BY created_at DESC, id DESC LIMIT 1) a ON true
    LEFT JOIN price_groups g ON g.id = u.price_group_id
    CROSS JOIN LATERAL (SELECT CASE WHEN t.user_id IS NOT NULL THEN 'approved' ELSE coalesce(a.status, 'none') END
      AS trade_status, coalesce(t.company_name, a.company_name, p.order_company) AS company_name) s`;
  const pattern = searchPattern(q.search);
  const where = sql`WHERE true ${q.trade ? sql`AND s.trade_status = ${q.trade}` : sql``}
    ${
      pattern
        ? sql`AND (${folded(sql, 'p.name')} LIKE ${pattern} OR ${folded(sql, 'p.email')} LIKE ${pattern}
      OR ${folded(sql, 'u.username')} LIKE ${pattern} OR ${folded(sql, 's.company_name')} LIKE ${pattern})`
        : sql``
    }`;
  const [counted] = await sql<{ count: number }[]>`SELECT count(*)::int AS count ${joined} ${where}`;
  const rows = await sql<CustomerRow[]>`
    SELECT p.key, p.user_id AS id, u.username, p.name AS full_name, p.email, p.phone, p.created_at, s.company_name,
      s.trade_status, g.id AS group_id, g.name AS group_name, g.discount_percent, c.changed_by, c.created_at AS changed_at,
      f.order_count, f.total_spent, f.last_order_at
    ${joined}
    LEFT JOIN LATERAL (SELECT x.created_at, cu.username AS changed_by FROM price_group_changes x
      LEFT JOIN users cu ON cu.id = x.changed_by
      WHERE x.user_id = p.user_id ORDER BY x.created_at DESC, x.id DESC LIMIT 1) c ON true
    ${customerFigures(sql)}
    ${where}
    ORDER BY p.created_at DESC, p.key DESC
    LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`;
  const count = counted!.count;
  return {
    customers: rows.map((r): AdminCustomer => ({
      key: r.key,
      kind: r.id === null ? 'guest' : 'registered',
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
      orderCount: r.order_count,
      totalSpent: fromKurus(toKurus(r.total_spent)),
      lastOrderAt: r.last_order_at ? iso(r.last_order_at) : null,
    })),
    pagination: paginationOf(q.page, q.pageSize, count, Math.max(1, Math.ceil(count / q.pageSize))),
  };
}
