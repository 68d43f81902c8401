import type { NoRows, Sql } from '#db/connection.ts';
import { notFound } from '../../core/errors.ts';
import { CUSTOMER_MESSAGES, type CustomerDetail, type CustomerKey } from '../../schemas/admin-customers.ts';
import type { OrderStatus } from '../../schemas/order.ts';
import { customerFigures, customerPeople } from '../../features/trade/index.ts';
import { fromKurus, toKurus } from '../../shared/money.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The orders of the person: the account's, and those placed as a guest under its address. */
const ordersOf = (sql: Sql, who: CustomerKey) =>
  who.kind === 'registered'
    ? sql`(o.user_id = ${who.userId} OR (o.user_id IS NULL AND lower(o.customer_email) = (SELECT lower(email) FROM users WHERE id = ${who.userId})))`
    : sql`(o.user_id IS NULL AND lower(o.customer_email) = ${who.email})`;

/** An address on the page: from the account's address book, or where a guest's orders were shipped. */
interface AddressRow {
  title: string;
  full_name: string;
  address: string;
  district: string | null;
  city: string;
  postal_code: string;
}

/** Everything the staff know of one customer or guest buyer. */
export async function customerPage(sql: Sql, who: CustomerKey): Promise<CustomerDetail> {
  const [person] = await sql<
    {
      key: string;
      user_id: number | null;
      username: string | null;
      name: string;
      email: string;
      phone: string | null;
      created_at: Date;
      marketing: boolean | null;
      order_count: number;
      total_spent: string;
      last_order_at: Date | null;
    }[]
  >`
    SELECT p.key, p.user_id, u.username, p.name, p.email, p.phone, p.created_at, u.email_marketing_consent AS marketing,
      f.order_count, f.total_spent, f.last_order_at
    FROM ${customerPeople(sql)} LEFT JOIN users u ON u.id = p.user_id ${customerFigures(sql)}
    WHERE p.key = ${who.key}`;
  if (!person) throw notFound(CUSTOMER_MESSAGES.notFound);
  const orders = await sql<
    {
      id: number;
      order_number: string;
      created_at: Date;
      status: OrderStatus;
      total_amount: string;
      paid_at: Date | null;
    }[]
  >`
    SELECT o.id, o.order_number, o.created_at, o.status, o.total_amount, o.paid_at FROM orders o
    WHERE ${ordersOf(sql, who)} ORDER BY o.created_at DESC, o.id DESC LIMIT 200`;
  const addresses =
    who.kind === 'registered'
      ? await sql<AddressRow[]>`
          SELECT title, full_name, address, district, city, postal_code FROM customer_addresses WHERE user_id = ${who.userId} ORDER BY id`
      : await sql<AddressRow[]>`
          SELECT DISTINCT ON (o.shipping_address, o.shipping_city) 'Sipariş adresi' AS title, o.customer_name AS full_name,
            o.shipping_address AS address, o.shipping_district AS district, o.shipping_city AS city, o.shipping_postal_code AS postal_code
          FROM orders o WHERE ${ordersOf(sql, who)} AND o.delivery = 'ship'
          ORDER BY o.shipping_address, o.shipping_city, o.created_at DESC`;
  const consents = await sql<
    { kind: string; granted: boolean; text_version: string; created_at: Date; order_number: string | null }[]
  >`
    SELECT c.kind, c.granted, c.text_version, c.created_at, o.order_number
    FROM consents c LEFT JOIN orders o ON o.id = c.order_id
    WHERE ${who.kind === 'registered' ? sql`c.user_id = ${who.userId} OR ` : sql``}
      c.order_id IN (SELECT o.id FROM orders o WHERE ${ordersOf(sql, who)})
    ORDER BY c.created_at DESC, c.id DESC LIMIT 200`;
  const [trade] =
    who.kind === 'registered'
      ? await sql<
          {
            company_name: string;
            tax_number: string;
            tax_office: string;
            group_name: string | null;
            credit_limit: string | null;
            payment_term_days: number | null;
          }[]
        >`
          SELECT t.company_name, t.tax_number, t.tax_office, g.name AS group_name, t.credit_limit::text, t.payment_term_days
          FROM trade_accounts t JOIN users u ON u.id = t.user_id LEFT JOIN price_groups g ON g.id = u.price_group_id
          WHERE t.user_id = ${who.userId}`
      : [];
  const [notes] = await sql<{ note: string; tags: string[]; username: string | null; updated_at: Date }[]>`
    SELECT n.note, n.tags, u.username, n.updated_at FROM customer_notes n LEFT JOIN users u ON u.id = n.updated_by
    WHERE n.customer_key = ${who.key}`;
  return {
    key: person.key,
    kind: who.kind,
    id: person.user_id,
    username: person.username,
    fullName: person.name,
    email: person.email,
    phone: person.phone,
    createdAt: iso(person.created_at),
    orderCount: person.order_count,
    totalSpent: fromKurus(toKurus(person.total_spent)),
    lastOrderAt: person.last_order_at ? iso(person.last_order_at) : null,
    orders: orders.map((o) => ({
      id: o.id,
      orderNumber: o.order_number,
      createdAt: iso(o.created_at),
      status: o.status,
      totalAmount: o.total_amount,
      paidAt: o.paid_at ? iso(o.paid_at) : null,
    })),
    addresses: addresses.map((a) => ({
      title: a.title,
      fullName: a.full_name,
      address: a.address,
      district: a.district,
      city: a.city,
      postalCode: a.postal_code,
    })),
    consents: consents.map((c) => ({
      kind: c.kind,
      granted: c.granted,
      textVersion: c.text_version,
      createdAt: iso(c.created_at),
      orderNumber: c.order_number,
    })),
    marketingConsent: person.marketing ?? false,
    tradeTerms: trade
      ? {
          companyName: trade.company_name,
          taxNumber: trade.tax_number,
          taxOffice: trade.tax_office,
          priceGroup: trade.group_name,
          creditLimit: trade.credit_limit,
          paymentTermDays: trade.payment_term_days,
        }
      : null,
    note: notes?.note ?? '',
    tags: notes?.tags ?? [],
    notesUpdatedBy: notes?.username ?? null,
    notesUpdatedAt: notes ? iso(notes.updated_at) : null,
  };
}

/** Saves the note or the tags of a customer who exists (an account, or a guest with orders). */
export async function saveCustomerNotes(
  sql: Sql,
  who: CustomerKey,
  change: { note: string } | { tags: string[] },
  adminId: number,
): Promise<void> {
  const [exists] = await sql<{ one: number }[]>`SELECT 1 AS one FROM ${customerPeople(sql)} WHERE p.key = ${who.key}`;
  if (!exists) throw notFound(CUSTOMER_MESSAGES.notFound);
  const note = 'note' in change ? change.note : '';
  const tags = 'tags' in change ? change.tags : [];
  await sql<NoRows>`
    INSERT INTO customer_notes (customer_key, note, tags, updated_by) VALUES (${who.key}, ${note}, ${tags}::text[], ${adminId})
    ON CONFLICT (customer_key) DO UPDATE SET ${'note' in change ? sql`note = EXCLUDED.note` : sql`tags = EXCLUDED.tags`},
      updated_by = EXCLUDED.updated_by, updated_at = now()`;
}
