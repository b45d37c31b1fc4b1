import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { Visibility } from '../../platform/storage/object-storage.ts';
import type { MediaOriginalsTable } from './media.tables.ts';

export type MediaOriginal = Selectable<MediaOriginalsTable>;
export type NewMediaOriginal = Omit<MediaOriginal, 'id'>;

export class MediaRepository {
  constructor(private readonly db: Executor) {}

  async find(hash: string, visibility: Visibility): Promise<MediaOriginal | undefined> {
    return this.db.selectFrom('media_originals').selectAll().where('hash', '=', hash).where('visibility', '=', visibility).executeTakeFirst();
  }

  /** Inserts the original unless the same hash is already there (two uploads of one file racing); answers the row. */
  async insertOnce(row: NewMediaOriginal): Promise<MediaOriginal> {
    await this.db.insertInto('media_originals').values(row).onConflict((c) => c.columns(['hash', 'visibility']).doNothing()).execute();
    const stored = await this.find(row.hash, row.visibility);
    if (!stored) throw new Error(`media original ${row.hash} vanished after insert`);
    return stored;
  }
}
