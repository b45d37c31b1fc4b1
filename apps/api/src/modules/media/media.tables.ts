import type { Generated } from 'kysely';

/**
 * One row per stored original image. Keyed by the SHA-256 of the bytes as they arrived and the visibility,
 * so the same upload is stored once; the object itself is the cleaned-up copy (turned upright, metadata dropped).
 */
export interface MediaOriginalsTable {
  id: Generated<number>;
  /** Hex SHA-256 of the uploaded bytes; part of every variant URL, which is why those never change. */
  hash: string;
  /** Pixels of the stored original, after EXIF rotation. */
  width: number;
  height: number;
  /** The stored original's type: image/jpeg, image/png where it has transparency, or image/svg+xml for a drawing our own code made (seeds). */
  mime: string;
  /** Size of the stored original. */
  bytes: number;
  /** 'public' (catalogue images) or 'private' (prescriptions: signed URLs only). */
  visibility: 'public' | 'private';
  created_at: string;
}

export interface MediaTables {
  media_originals: MediaOriginalsTable;
}
