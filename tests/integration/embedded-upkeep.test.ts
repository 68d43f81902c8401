import { describe, expect, it } from 'vitest';
import { runsOn } from '../helpers/databases.ts';
import { useShopUnderTest } from '../helpers/shop-under-test.ts';
import { startJobs } from '#api/jobs/shop-jobs.ts';
import { upkeepEmbeddedDatabase } from '#db/pglite-upkeep.ts';
import type { Sql } from '#db/connection.ts';

interface TableState {
  n_dead_tup: number;
  n_ins_since_vacuum: number;
  n_mod_since_analyze: number;
  vacuumed: boolean;
  analysed: boolean;
  all_visible: boolean;
}

const catalogsState = async (sql: Sql) => {
  const [state] = await sql<TableState[]>`
    SELECT t.n_dead_tup::int, t.n_ins_since_vacuum::int, t.n_mod_since_analyze::int,
           t.last_vacuum IS NOT NULL AS vacuumed, t.last_analyze IS NOT NULL AS analysed,
           c.relallvisible = c.relpages AND c.relpages > 0 AS all_visible
    FROM pg_stat_user_tables t JOIN pg_class c ON c.oid = t.relid
    WHERE t.relname = 'catalogs'`;
  return state!;
};

/** The statistics a statement left become visible when its backend reports them: wait for them. */
const reported = async (sql: Sql, done: (state: TableState) => boolean) => {
  for (let i = 0; i < 40 && !done(await catalogsState(sql)); i++) await new Promise((r) => setTimeout(r, 50));
  return catalogsState(sql);
};

describe.each(runsOn('pglite'))('embedded database upkeep (%s)', (backend) => {
  const shop = useShopUnderTest(backend);

  it('vacuums and analyses the tables autovacuum would, and leaves the others alone', async () => {
    const { sql } = shop.db;
    // What the migrations left over their thresholds is seen to first.
    await upkeepEmbeddedDatabase(sql);

    await sql`INSERT INTO catalogs (title, description)
              SELECT 'Katalog ' || g, 'Açıklama ' || g FROM generate_series(1, 1200) g`;
    const inserted = await reported(sql, (s) => s.n_ins_since_vacuum >= 1200);
    expect(inserted).toMatchObject({ vacuumed: false, analysed: false, all_visible: false });

    const runner = startJobs(shop.server.ctx);
    try {
      expect(await runner.runNow('embedded-database-upkeep')).toBe('ran');
    } finally {
      await runner.stop();
    }
    expect(await catalogsState(sql)).toMatchObject({
      n_ins_since_vacuum: 0,
      n_mod_since_analyze: 0,
      vacuumed: true,
      analysed: true,
      all_visible: true,
    });
    // Nothing is over a threshold any more.
    expect(await upkeepEmbeddedDatabase(sql)).toEqual({ vacuumed: [], analysed: [] });

    // Dead rows: an edit of every catalogue leaves 1,200 of them, past 50 + 20% of the table.
    await sql`UPDATE catalogs SET description = description || '.'`;
    expect((await reported(sql, (s) => s.n_dead_tup >= 1200)).n_dead_tup).toBeGreaterThanOrEqual(1200);
    expect(await upkeepEmbeddedDatabase(sql)).toEqual({ vacuumed: ['catalogs'], analysed: ['catalogs'] });
    expect(await catalogsState(sql)).toMatchObject({ n_dead_tup: 0, all_visible: true });

    // A few changes stay under the thresholds: no pause for them.
    await sql`UPDATE catalogs SET description = description || '.' WHERE id IN (SELECT id FROM catalogs LIMIT 10)`;
    await reported(sql, (s) => s.n_dead_tup >= 10);
    expect(await upkeepEmbeddedDatabase(sql)).toEqual({ vacuumed: [], analysed: [] });
  });
});

describe.each(runsOn('postgres'))('embedded database upkeep (%s)', (backend) => {
  const shop = useShopUnderTest(backend);

  it('is not a job on a PostgreSQL server, whose autovacuum does it', async () => {
    const runner = startJobs(shop.server.ctx);
    try {
      expect(() => runner.runNow('embedded-database-upkeep')).toThrow('Bilinmeyen iş');
    } finally {
      await runner.stop();
    }
  });
});
