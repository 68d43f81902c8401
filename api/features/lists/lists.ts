import { randomBytes } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { Db, NoRows, Sql } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { conflict, notFound } from '../../core/errors.ts';
import { LIST_MESSAGES as m, MAX_LISTS, type ListDetail, type ListSummary, type SharedList } from './schemas.ts';
import { listLines } from './list-lines.ts';

// A customer's saved lists. Every query is keyed by the list id AND the owner's user id, so
// another customer's list is 'not found', the same as one that does not exist.

type ListRow = Row<'customer_lists', 'id' | 'name' | 'share_token' | 'updated_at'>;

const summary = (r: ListRow & { line_count: number }): ListSummary => ({
  id: r.id,
  name: r.name,
  lineCount: r.line_count,
  shareToken: r.share_token,
  updatedAt: r.updated_at.toISOString(),
});

export async function listsOf(sql: Db, userId: number): Promise<ListSummary[]> {
  const rows = await sql<(ListRow & { line_count: number })[]>`
    SELECT l.id, l.name, l.share_token, l.updated_at,
           (SELECT count(*)::int FROM customer_list_items i WHERE i.list_id = l.id) AS line_count
    FROM customer_lists l WHERE l.user_id = ${userId} ORDER BY l.id`;
  return rows.map(summary);
}

/** The owner's list, locked when `lock` (a write follows); 404 for anyone else's. */
export async function ownedList(db: Db, userId: number, listId: number, lock = false): Promise<ListRow> {
  const [row] = lock
    ? await db<ListRow[]>`
      SELECT id, name, share_token, updated_at FROM customer_lists WHERE id = ${listId} AND user_id = ${userId} FOR UPDATE`
    : await db<ListRow[]>`
      SELECT id, name, share_token, updated_at FROM customer_lists WHERE id = ${listId} AND user_id = ${userId}`;
  if (!row) throw notFound(m.listNotFound);
  return row;
}

export async function readList(db: Db, userId: number, listId: number): Promise<ListDetail> {
  const list = await ownedList(db, userId, listId);
  return {
    id: list.id,
    name: list.name,
    shareToken: list.share_token,
    updatedAt: list.updated_at.toISOString(),
    lines: await listLines(db, list.id),
  };
}

export function createList(sql: Sql, userId: number, name: string): Promise<ListDetail> {
  return sql.begin(async (tx) => {
    // The customer's row serialises two creations racing past the limit.
    await tx<NoRows>`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`;
    const [{ count } = { count: 0 }] = await tx<{ count: number }[]>`
      SELECT count(*)::int AS count FROM customer_lists WHERE user_id = ${userId}`;
    if (count >= MAX_LISTS) throw conflict(m.tooManyLists);
    const [row] = await tx<Row<'customer_lists', 'id'>[]>`
      INSERT INTO customer_lists (user_id, name) VALUES (${userId}, ${name}) RETURNING id`;
    return readList(tx, userId, row!.id);
  });
}

/** Renames, and turns the read-only link on (a new unguessable token) or off. */
export function updateList(
  sql: Sql,
  userId: number,
  listId: number,
  change: { name?: string | undefined; shared?: boolean | undefined },
): Promise<ListDetail> {
  return sql.begin(async (tx) => {
    const list = await ownedList(tx, userId, listId, true);
    const token =
      change.shared === undefined ? list.share_token : change.shared ? (list.share_token ?? newShareToken()) : null;
    await tx<NoRows>`
      UPDATE customer_lists SET name = ${change.name ?? list.name}, share_token = ${token}, updated_at = now()
      WHERE id = ${list.id}`;
    return readList(tx, userId, list.id);
  });
}

export async function deleteList(sql: Sql, userId: number, listId: number): Promise<void> {
  const rows = await sql<Row<'customer_lists', 'id'>[]>`
    DELETE FROM customer_lists WHERE id = ${listId} AND user_id = ${userId} RETURNING id`;
  if (rows.length === 0) throw notFound(m.listNotFound);
}

/** A shared list by its token: its name and lines, never who keeps it. */
export async function readSharedList(sql: Sql, token: string): Promise<SharedList> {
  const [list] = await sql<Row<'customer_lists', 'id' | 'name'>[]>`
    SELECT id, name FROM customer_lists WHERE share_token = ${token}`;
  if (!list) throw notFound(m.listNotFound);
  return { name: list.name, lines: await listLines(sql, list.id) };
}

/** 160 random bits in base32: the link cannot be guessed or walked. */
const newShareToken = () => encodeBase32LowerCaseNoPadding(randomBytes(20));

/** The shape a share token has, checked before any query. */
export const SHARE_TOKEN_PATTERN = /^[a-z2-7]{32}$/;
