import { chmodSync, existsSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connect } from './connect.ts';

const mode = (file: string) => statSync(file).mode & 0o777;

describe('the embedded database files (issue 7, item 11)', () => {
  let umask: number;
  beforeEach(() => {
    // The usual umask, under which files would otherwise come out 0644.
    umask = process.umask(0o022);
  });
  afterEach(() => {
    process.umask(umask);
  });

  async function writeSomething(file: string) {
    const database = connect({ kind: 'sqlite', file });
    try {
      await sql`create table if not exists t (x integer)`.execute(database.db);
      await sql`insert into t values (1)`.execute(database.db);
      for (const suffix of ['-wal', '-shm']) expect(existsSync(`${file}${suffix}`), suffix).toBe(true);
      expect([mode(path.dirname(file)), mode(file), mode(`${file}-wal`), mode(`${file}-shm`)]).toEqual([0o700, 0o600, 0o600, 0o600]);
    } finally {
      await database.close();
    }
  }

  it('makes the folder 0700 and the database, -wal and -shm 0600', async () => {
    await writeSomething(path.join(mkdtempSync(path.join(tmpdir(), 'apotek-db-')), 'data', 'apotek.db'));
  });

  it('tightens what an older start left readable by others', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'apotek-db-')), 'data');
    mkdirSync(dir, { mode: 0o755 });
    const file = path.join(dir, 'apotek.db');
    writeFileSync(file, '', { mode: 0o644 });
    chmodSync(dir, 0o755);
    await writeSomething(file);
  });
});
