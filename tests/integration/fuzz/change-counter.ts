import type { Sql } from '#db/connection.ts';

// A fingerprint of the database's committed writes, cheap enough to read after every request:
// a row trigger on every table adds one to a counter in the same transaction, so a write that
// is rolled back leaves the counter as it was. Sessions are left out: checking a token renews it.
export async function installChangeCounter(sql: Sql): Promise<() => Promise<number>> {
  const tables = await sql<{ name: string }[]>`
    SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('sessions', 'schema_migrations')`;
  await sql.unsafe(`
    CREATE TABLE fuzz_changes (n bigint NOT NULL);
    INSERT INTO fuzz_changes VALUES (0);
    CREATE FUNCTION fuzz_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE fuzz_changes SET n = n + 1; RETURN NULL; END $$;`);
  for (const { name } of tables) {
    await sql.unsafe(
      `CREATE TRIGGER fuzz_count AFTER INSERT OR UPDATE OR DELETE ON "${name}" FOR EACH ROW EXECUTE FUNCTION fuzz_count_change()`,
    );
  }
  return async () => Number((await sql<{ n: string }[]>`SELECT n FROM fuzz_changes`)[0]!.n);
}
