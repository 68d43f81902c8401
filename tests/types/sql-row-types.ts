// Checked by the type check (`npm run typecheck`), never run: it shows that a query's declared
// row type is what the code that uses the rows is checked against. Each `@ts-expect-error`
// line must fail to compile; if it ever compiled, tsc would report the unused directive.
import type { Sql } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';

export async function productNames(sql: Sql) {
  const rows = await sql<Row<'products', 'id' | 'name' | 'base_price'>[]>`SELECT id, name, base_price FROM products`;
  const first = rows[0];
  if (!first) return [];
  const id: number = first.id;
  // numeric columns arrive as strings: treating one as a number is caught
  // @ts-expect-error Type 'string' is not assignable to type 'number'.
  const price: number = first.base_price;
  // a column the query does not select (or that a migration renamed, e.g. name → title) is caught
  // @ts-expect-error Property 'title' does not exist on type 'Row<"products", "id" | "name" | "base_price">'.
  const title: string = first.title;
  // @ts-expect-error Property 'slug' does not exist: it was not selected
  void first.slug;
  return [{ id, price, title }];
}

/** A column that is not in the table at all cannot even be asked for. */
// @ts-expect-error Type '"title"' does not satisfy the constraint of the products columns.
export type NoSuchColumn = Row<'products', 'title'>;
