import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { FilesTable } from './files.tables.ts';

export type FileRow = Selectable<FilesTable>;

export class FilesRepository {
  constructor(private readonly db: Executor) {}

  async find(publicId: string): Promise<FileRow | undefined> {
    return this.db.selectFrom('files').selectAll().where('public_id', '=', publicId).executeTakeFirst();
  }

  async insertAll(rows: Insertable<FilesTable>[]): Promise<void> {
    if (rows.length > 0) await this.db.insertInto('files').values(rows).execute();
  }
}
