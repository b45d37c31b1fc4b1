import type { DrugClass, PharmacyDetail, Role, StoredFile, StoredFileMime } from '@apotek/contract';
import type { Executor } from '../../db/database.ts';

/**
 * What the prescriptions module needs from other modules, implemented in workflows/prescriptions.ts from
 * their public faces (a module never imports another; ADR 014).
 */

/** The files module: uploads by public id. `vouchedBy` means this module checked the staff caller itself. */
export interface PrescriptionFiles {
  describe(fileId: string, viewer: { userId: number } | { vouchedBy: string }): Promise<StoredFile>;
  read(fileId: string): Promise<{ bytes: Buffer; mime: StoredFileMime } | null>;
}

export interface CatalogProductInfo {
  id: number;
  slug: string;
  name: string;
  price: number;
  drug_class: DrugClass;
  image_url: string | null;
}

/** The pharmacy as the salinan resep's header needs it (ARCHITECTURE §4: legal name, SIA, SIPA), in the contract's terms. */
export type PharmacyInfo = Pick<
  PharmacyDetail,
  'id' | 'slug' | 'name' | 'legal_name' | 'licence_number' | 'pharmacist_name' | 'sipa_number' | 'address' | 'city' | 'province' | 'postal_code' | 'phone'
>;

/** One console decision for the audit log, written in the decision's own transaction. */
export interface PrescriptionDecision {
  actor: { id: number; publicId: string; role: Role };
  action: 'prescription.review' | 'prescription.approve' | 'prescription.reject' | 'prescription.clarify';
  prescriptionId: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  at: string;
}

export interface PrescriptionPorts {
  files: PrescriptionFiles;
  /** Products by id as the catalogue has them now (prices at the prescription's pharmacy). */
  products(db: Executor, pharmacyId: number, productIds: readonly number[]): Promise<CatalogProductInfo[]>;
  pharmacy(db: Executor, pharmacyId: number): Promise<PharmacyInfo | undefined>;
  pharmacyNames(db: Executor, ids: readonly number[]): Promise<Array<{ id: number; slug: string; name: string }>>;
  /**
   * Where a doctor's e-prescription goes when the customer chose no pharmacy: that of their latest order,
   * else the first pharmacy; undefined only when there is no pharmacy at all.
   */
  defaultPharmacyFor(db: Executor, userId: number): Promise<number | undefined>;
  /** The pharmacy a pharmacist works at (pharmacy_staff), if any. */
  staffPharmacyOf(db: Executor, userId: number): Promise<number | undefined>;
  userNames(db: Executor, userIds: readonly number[]): Promise<Map<number, string>>;
  recordDecision(trx: Executor, decision: PrescriptionDecision): Promise<void>;
}
