import type postgres from 'postgres';
import type { Sql } from '../../../db/connection.ts';

/** A connection or an open transaction: the content reads run in both (the snapshot is one transaction). */
export type Db = Sql | postgres.TransactionSql;
