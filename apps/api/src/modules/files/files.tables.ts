import type { Generated } from 'kysely';
import type { FilePurpose, StoredFileMime } from '@apotek/contract/files';

/**
 * One row per stored upload. The bytes live in object storage as a private object under a name our
 * code made (`storage_key`); the uploaded name and declared type are never kept.
 */
export interface FilesTable {
  id: Generated<number>;
  /** The id clients see: 128 random bits, so ids cannot be guessed or counted. */
  public_id: string;
  owner_user_id: number;
  purpose: FilePurpose;
  /** The stored type, read from the bytes (an uploaded HEIC is stored as JPEG). */
  mime: StoredFileMime;
  /** Bytes of the stored object (after re-encoding). */
  size: number;
  width: number | null;
  height: number | null;
  /** PDF pages; null for images. */
  pages: number | null;
  storage_key: string;
  /** Hex SHA-256 of the stored bytes. */
  sha256: string;
  created_at: string;
}

export interface FilesTables {
  files: FilesTable;
}
