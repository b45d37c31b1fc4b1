import path from 'node:path';

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

/** PostgreSQL for a postgres:// DATABASE_URL, else the SQLite file DATA_DIR/apotek.db (DATA_DIR from the cwd). */
export function databaseConfig(env: { DATABASE_URL?: string | undefined; DATA_DIR?: string | undefined }): DatabaseConfig {
  if (isPostgresUrl(env.DATABASE_URL)) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'sqlite', file: path.join(path.resolve(process.cwd(), env.DATA_DIR || './data'), 'apotek.db') };
}
