import type { Sql } from './connection.ts';

// PGlite runs PostgreSQL as one standalone backend: there is no autovacuum launcher, so
// without this job an embedded shop's tables are never vacuumed or analysed. Every sale leaves
// a dead product row, index-only scans stop being index-only, and the planner keeps the
// statistics of the day the shop was installed (docs/decisions/0240).

export interface UpkeepRun {
  vacuumed: string[];
  analysed: string[];
}

interface TableNeed {
  table: string;
  vacuum: boolean;
  analyse: boolean;
}

/**
 * Vacuums and analyses the tables that autovacuum would, by its own rules and the server's
 * own autovacuum settings: dead rows or rows inserted since the last vacuum, and rows changed
 * since the last analysis, each over its threshold plus its share of the table.
 * One table at a time: PGlite serves one statement at a time, so each pause stays short.
 */
export async function upkeepEmbeddedDatabase(sql: Sql): Promise<UpkeepRun> {
  const needs = await sql<TableNeed[]>`
    WITH setting AS (
      SELECT current_setting('autovacuum_vacuum_threshold')::float8 AS vacuum_base,
             current_setting('autovacuum_vacuum_scale_factor')::float8 AS vacuum_share,
             current_setting('autovacuum_vacuum_insert_threshold')::float8 AS insert_base,
             current_setting('autovacuum_vacuum_insert_scale_factor')::float8 AS insert_share,
             current_setting('autovacuum_analyze_threshold')::float8 AS analyse_base,
             current_setting('autovacuum_analyze_scale_factor')::float8 AS analyse_share
    )
    SELECT t.relname AS table,
           t.n_dead_tup > s.vacuum_base + s.vacuum_share * greatest(c.reltuples, 0)
             OR t.n_ins_since_vacuum > s.insert_base + s.insert_share * greatest(c.reltuples, 0) AS vacuum,
           t.n_mod_since_analyze > s.analyse_base + s.analyse_share * greatest(c.reltuples, 0) AS analyse
    FROM pg_stat_user_tables t JOIN pg_class c ON c.oid = t.relid, setting s
    WHERE t.schemaname = current_schema()
    ORDER BY t.relname`;
  const run: UpkeepRun = { vacuumed: [], analysed: [] };
  for (const need of needs) {
    const table = sql(need.table);
    if (need.vacuum && need.analyse) await sql`VACUUM (ANALYZE) ${table}`;
    else if (need.vacuum) await sql`VACUUM ${table}`;
    else if (need.analyse) await sql`ANALYZE ${table}`;
    if (need.vacuum) run.vacuumed.push(need.table);
    if (need.analyse) run.analysed.push(need.table);
  }
  return run;
}
