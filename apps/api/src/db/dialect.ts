import { type DialectAdapter, PostgresAdapter } from 'kysely';

/** Which dialect a Kysely instance (or a transaction of it) speaks; migrations branch on it for column types. */
export function isPostgres(db: { getExecutor(): { readonly adapter: DialectAdapter } }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
