import { z } from 'zod';

// Every id, stock figure and quantity lives in a PostgreSQL `integer` column: a number beyond its
// range would fail in the database (a 500), so each such field stops it here with its own message.

/** The largest value of PostgreSQL's `integer`, the type of every id and count column. */
export const MAX_DB_INT = 2_147_483_647;

/** A row's id as JSON sends it: a whole number from 1 to PostgreSQL's integer maximum. */
export const idSchema = (message: string) => z.int(message).min(1, message).max(MAX_DB_INT, message);

/** A whole count stored in an integer column (stock, a quantity), from `min` to `max` (at most the column's range). */
export const countSchema = (message: string, min = 0, max = MAX_DB_INT) =>
  z.int(message).min(min, message).max(Math.min(max, MAX_DB_INT), message);
