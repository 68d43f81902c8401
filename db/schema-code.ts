import type { Sql } from './connection.ts';

// The shop's own code in the database: its functions and triggers, in a fixed order. Both
// db/schema.sql and the test that holds db/README.md to them read them from here.

export interface SchemaFunction {
  name: string;
  /** The argument types that tell overloads apart, e.g. `integer[]`. */
  args: string;
  /** What it answers, e.g. `trigger` or `TABLE(card text, …)`. */
  result: string;
  /** The whole CREATE statement, body included. */
  definition: string;
}

export interface SchemaTrigger {
  name: string;
  table: string;
  /** The CREATE TRIGGER statement: timing, events, row or statement, and the function it runs. */
  definition: string;
}

/** Functions of the public schema, without those an extension brings (pg_trgm's). */
export function schemaFunctions(sql: Sql): Promise<SchemaFunction[]> {
  return sql<SchemaFunction[]>`
    SELECT p.proname AS name, pg_get_function_identity_arguments(p.oid) AS args,
      pg_get_function_result(p.oid) AS result, pg_get_functiondef(p.oid) AS definition
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = 'public' AND p.prokind <> 'a'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d
                      WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
    ORDER BY p.proname COLLATE "C", pg_get_function_identity_arguments(p.oid) COLLATE "C"`;
}

/** Triggers written by the migrations (not the ones PostgreSQL keeps for foreign keys), by table. */
export function schemaTriggers(sql: Sql): Promise<SchemaTrigger[]> {
  return sql<SchemaTrigger[]>`
    SELECT t.tgname AS name, c.relname AS table, pg_get_triggerdef(t.oid, true) AS definition
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND NOT t.tgisinternal
    ORDER BY c.relname COLLATE "C", t.tgname COLLATE "C"`;
}
