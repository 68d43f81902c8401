import type { Sql } from './connection.ts';

// The tables part of db/schema.sql: each table of the public schema with its columns (type,
// collation, default or generation, NOT NULL), its constraints and storage options, then its
// other indexes. Read from the catalogs, since pg_dump cannot read the embedded database.

interface Column {
  table: string;
  name: string;
  type: string;
  collation: string | null;
  default_expr: string | null;
  identity: '' | 'a' | 'd';
  generated: '' | 's' | 'v';
  not_null: boolean;
  statistics: number | null;
}

interface Part {
  table: string;
  definition: string;
}

function columnLine(c: Column): string {
  const parts = [`  ${c.name} ${c.type}`];
  if (c.collation) parts.push(`COLLATE "${c.collation}"`);
  if (c.identity) parts.push(`GENERATED ${c.identity === 'a' ? 'ALWAYS' : 'BY DEFAULT'} AS IDENTITY`);
  else if (c.generated)
    parts.push(`GENERATED ALWAYS AS (${c.default_expr}) ${c.generated === 's' ? 'STORED' : 'VIRTUAL'}`);
  else if (c.default_expr !== null) parts.push(`DEFAULT ${c.default_expr}`);
  if (c.not_null) parts.push('NOT NULL');
  return parts.join(' ');
}

/** One CREATE TABLE per table in name order, each followed by its statistics settings and indexes. */
export async function tablesSql(sql: Sql): Promise<string[]> {
  const inPublic = () => sql`n.nspname = 'public' AND c.relkind IN ('r', 'p')`;
  const tables = await sql<{ table: string; options: string[] | null }[]>`
    SELECT c.relname AS table, c.reloptions AS options
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE ${inPublic()} ORDER BY c.relname COLLATE "C"`;
  const columns = await sql<Column[]>`
    SELECT c.relname AS table, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
      CASE WHEN a.attcollation <> t.typcollation THEN co.collname END AS collation,
      pg_get_expr(d.adbin, d.adrelid) AS default_expr, a.attidentity AS identity, a.attgenerated AS generated,
      a.attnotnull AS not_null, a.attstattarget AS statistics
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_type t ON t.oid = a.atttypid
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    LEFT JOIN pg_collation co ON co.oid = a.attcollation
    WHERE ${inPublic()} AND a.attnum > 0 AND NOT a.attisdropped
    ORDER BY c.relname COLLATE "C", a.attnum`;
  // Not-null constraints are written on their columns; primary keys first, then by name.
  const constraints = await sql<Part[]>`
    SELECT c.relname AS table, format('CONSTRAINT %I %s', k.conname, pg_get_constraintdef(k.oid, true)) AS definition
    FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE ${inPublic()} AND k.contype <> 'n'
    ORDER BY c.relname COLLATE "C", k.contype <> 'p', k.conname COLLATE "C"`;
  // Indexes other than those of a primary key, unique or exclusion constraint.
  const indexes = await sql<Part[]>`
    SELECT c.relname AS table, pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_class ic ON ic.oid = i.indexrelid
    WHERE ${inPublic()} AND NOT EXISTS (
      SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid AND k.conrelid = i.indrelid AND k.contype IN ('p', 'u', 'x'))
    ORDER BY c.relname COLLATE "C", ic.relname COLLATE "C"`;

  const columnsOf = Map.groupBy(columns, (c) => c.table);
  const constraintsOf = Map.groupBy(constraints, (k) => k.table);
  const indexesOf = Map.groupBy(indexes, (i) => i.table);
  return tables.map(({ table, options }) => {
    const cols = columnsOf.get(table) ?? [];
    const body = [...cols.map(columnLine), ...(constraintsOf.get(table) ?? []).map((k) => `  ${k.definition}`)];
    const statements = [
      `CREATE TABLE ${table} (\n${body.join(',\n')}\n)${options ? ` WITH (${options.join(', ')})` : ''};`,
      ...cols
        .filter((c) => c.statistics !== null && c.statistics >= 0)
        .map((c) => `ALTER TABLE ${table} ALTER COLUMN ${c.name} SET STATISTICS ${c.statistics};`),
      ...(indexesOf.get(table) ?? []).map((i) => `${i.definition};`),
    ];
    return statements.join('\n');
  });
}
