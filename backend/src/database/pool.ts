import type pg from 'pg';
import type { DataSource } from 'typeorm';

/**
 * TypeORM's own pg pool. Plain SQL on it skips the query builder's SQL rewriting and its result pass:
 * the session read of every request and the lists a portal reads on every page view use it. bigint
 * and numeric columns arrive as text, timestamps as Dates; cast a date column to text in the SQL.
 */
export function poolOf(dataSource: DataSource): pg.Pool {
  return (dataSource.driver as unknown as { master: pg.Pool }).master;
}
