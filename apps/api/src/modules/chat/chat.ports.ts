import type { Role, StoredFile } from '@apotek/contract';
import type { Executor } from '../../db/database.ts';

/**
 * What the chat module needs from other modules, implemented in workflows/chat.ts from their public
 * faces (a module never imports another; ADR 014).
 */

export interface ChatPharmacy {
  id: number;
  slug: string;
  name: string;
  image_url: string | null;
}

export interface ChatUser {
  id: number;
  publicId: string;
  name: string;
  role: Role;
}

export interface ChatProductCard {
  id: number;
  slug: string;
  name: string;
  price: number;
  image_url: string | null;
}

export interface ChatPrescriptionCard {
  id: string;
  status: string;
  created_at: string;
}

export interface ChatPorts {
  /** A pharmacy by id or slug. */
  pharmacy(db: Executor, idOrSlug: number | string): Promise<ChatPharmacy | undefined>;
  /** The pharmacy a user works at (pharmacy_staff), if any. */
  staffPharmacyOf(db: Executor, userId: number): Promise<number | undefined>;
  /** Every staff user of a pharmacy (whom an offline message notifies). */
  staffOf(db: Executor, pharmacyId: number): Promise<number[]>;
  user(db: Executor, userId: number): Promise<ChatUser | undefined>;
  userByPublicId(db: Executor, publicId: string): Promise<ChatUser | undefined>;
  /** An order by its public code: whose and at which pharmacy. */
  order(db: Executor, code: string): Promise<{ code: string; userId: number; pharmacyId: number } | undefined>;
  /** A product card as the catalogue has it now (the pharmacy's price when the room has one). */
  product(db: Executor, productId: number, pharmacyId: number | null): Promise<ChatProductCard | undefined>;
  /** One of the customer's own prescriptions, or undefined. */
  prescription(customerUserId: number, publicId: string): Promise<ChatPrescriptionCard | undefined>;
  /** The files module: an upload as its owner sees it, and a signed URL for a member (chat vouches for the caller). */
  describeFile(fileId: string, ownerUserId: number): Promise<StoredFile | undefined>;
  signFile(fileId: string): Promise<{ url: string; expires_at: string } | null>;
}
