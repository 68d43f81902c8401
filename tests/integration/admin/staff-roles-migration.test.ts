import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#db/connection.ts';
import { migrateFrom, shopSources } from '#db/migrate.ts';
import { createServerDatabase, runsOn, type Backend } from '../../helpers/databases.ts';

// Migration 0290 (staff roles, decision 0397) on a shop that already had admins: they could do
// everything, so each becomes an owner, and a shopper stays without a role. The database is
// brought to the migration before 0290, given its users the way the shop wrote them then, and
// migrated the rest of the way.
const backends = runsOn('both');

/** An empty database of the backend (not the run's migrated template). */
async function emptyDatabase(backend: Backend): Promise<Database> {
  if (backend === 'pglite') return openDatabase({});
  const server = await createServerDatabase();
  const db = await openDatabase({ url: server.url });
  return {
    ...db,
    async close() {
      await db.close();
      await server.drop();
    },
  };
}

describe.each(backends)('migration 0290_staff_roles on %s', (backend) => {
  let db: Database | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it('makes the admins there were owners and leaves shoppers without a role', async () => {
    db = await emptyDatabase(backend);
    const before = await migrateFrom(db.sql, shopSources, { before: '0290' });
    expect(before.at(-1)! < '0290').toBe(true);
    expect(before).not.toContain('0290_staff_roles.sql');

    // Before 0290 an admin was a user with is_admin, nothing more.
    await db.sql`INSERT INTO users (username, email, password_hash, full_name, is_admin)
      VALUES ('eski_yonetici', 'yonetici@firma.com.tr', 'x', 'Eski Yönetici', true),
             ('alici', 'alici@firma.com.tr', 'x', 'Ayşe Alıcı', false)`;

    const rest = await migrateFrom(db.sql, shopSources);
    expect(rest[0]).toBe('0290_staff_roles.sql');
    const roles = await db.sql<{ username: string; admin_role: string | null }[]>`
      SELECT username, admin_role FROM users ORDER BY username`;
    expect(roles).toEqual([
      { username: 'alici', admin_role: null },
      { username: 'eski_yonetici', admin_role: 'owner' },
    ]);
  });
});
