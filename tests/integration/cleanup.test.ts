import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, runsOn } from '../helpers/databases.ts';
import { insertProduct } from '../helpers/catalogue-rows.ts';
import { removeStaleGuestCarts } from '#api/services/cart/guest-carts.ts';
import { removeExpiredSessions } from '#api/services/accounts/sessions.ts';
import { createSession, generateSessionToken } from '#api/auth/session.ts';
import type { Database } from '#db/connection.ts';

const backends = runsOn('pglite');

describe.each(backends)('periodic clean-ups (%s)', (backend) => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('removes guest carts untouched for 30 days with their lines, and keeps the rest', async () => {
    const { id: productId } = await insertProduct(db.sql, { name: 'Priz', price: '20.00', stock: 5 });
    const [user] =
      await db.sql`INSERT INTO users (username, email, password_hash, full_name) VALUES ('eski', 'eski@ornek.com', 'x', 'Eski Müşteri') RETURNING id`;
    const carts = await db.sql`
      INSERT INTO carts (session_id, user_id, updated_at) VALUES
        ('session_eski_aaaa', NULL, now() - interval '31 days'),
        ('session_yeni_bbbb', NULL, now() - interval '29 days'),
        (NULL, ${user!.id}, now() - interval '400 days')
      RETURNING id`;
    for (const cart of carts)
      await db.sql`INSERT INTO cart_items (cart_id, product_id, quantity) VALUES (${cart.id}, ${productId}, 1)`;

    expect(await removeStaleGuestCarts(db.sql)).toBe(1);
    const left = await db.sql`SELECT coalesce(session_id, 'müşteri') AS owner FROM carts ORDER BY id`;
    expect(left.map((r) => r.owner)).toEqual(['session_yeni_bbbb', 'müşteri']);
    const [lines] = await db.sql`SELECT count(*)::int AS n FROM cart_items WHERE cart_id = ${carts[0]!.id}`;
    expect(lines!.n).toBe(0);
  });

  it('removes expired sessions only', async () => {
    const [user] =
      await db.sql`INSERT INTO users (username, email, password_hash, full_name) VALUES ('oturum', 'oturum@ornek.com', 'x', 'Oturum Sahibi') RETURNING id`;
    await createSession(db.sql, generateSessionToken(), user!.id);
    await db.sql`INSERT INTO sessions (id, user_id, expires_at, absolute_expires_at) VALUES ('bitti', ${user!.id}, now() - interval '1 minute', now() + interval '1 day')`;
    expect(await removeExpiredSessions(db.sql)).toBe(1);
    const [count] = await db.sql`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${user!.id}`;
    expect(count!.n).toBe(1);
  });
});
