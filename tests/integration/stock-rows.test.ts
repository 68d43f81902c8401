import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, runsOn } from '../helpers/databases.ts';
import type { Database } from '#db/connection.ts';

const backends = runsOn('pglite');

// Migration 0119: pages keep room, so a sale's new row version stays on its row's page and
// writes no index entry (a heap-only update). Rows are packed as the catalogue import does:
// many at once, with descriptions of a real catalogue's length.
describe.each(backends)('stock updates stay on their page (%s)', (backend) => {
  let db: Database;
  const page = (ctid: string) => ctid.slice(1, ctid.indexOf(','));

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    const rows = Array.from({ length: 60 }, (_, i) => ({
      name: `Kablo ${i}`,
      slug: `kablo-${i}`,
      base_price: '10.00',
      stock_quantity: 50,
      description: `NYM kablo, ${i}. parti: ${'bakır iletken, PVC yalıtım. '.repeat(30)}`,
    }));
    await db.sql`INSERT INTO products ${db.sql(rows)}`;
    const ids = await db.sql<{ id: number }[]>`SELECT id FROM products ORDER BY id`;
    await db.sql`INSERT INTO product_variants ${db.sql(
      ids.flatMap(({ id }) =>
        Array.from({ length: 4 }, (_, k) => ({
          product_id: id,
          name: `${k + 1} m`,
          price: '12.00',
          stock_quantity: 9,
        })),
      ),
    )}`;
  });
  afterAll(async () => {
    await db?.close();
  });

  it('keeps a product sale on the product row’s page', async () => {
    const [before] = await db.sql<
      { id: number; ctid: string }[]
    >`SELECT id, ctid::text FROM products ORDER BY id LIMIT 1 OFFSET 30`;
    await db.sql`UPDATE products SET stock_quantity = stock_quantity - 1, updated_at = now() WHERE id = ${before!.id}`;
    const [after] = await db.sql<{ ctid: string }[]>`SELECT ctid::text FROM products WHERE id = ${before!.id}`;
    expect(after!.ctid).not.toBe(before!.ctid);
    expect(page(after!.ctid)).toBe(page(before!.ctid));
  });

  it('keeps a variant sale on the variant row’s page', async () => {
    const [before] = await db.sql<
      { id: number; ctid: string }[]
    >`SELECT id, ctid::text FROM product_variants ORDER BY id LIMIT 1 OFFSET 120`;
    await db.sql`UPDATE product_variants SET stock_quantity = stock_quantity - 1 WHERE id = ${before!.id}`;
    const [after] = await db.sql<{ ctid: string }[]>`SELECT ctid::text FROM product_variants WHERE id = ${before!.id}`;
    expect(after!.ctid).not.toBe(before!.ctid);
    expect(page(after!.ctid)).toBe(page(before!.ctid));
  });
});
