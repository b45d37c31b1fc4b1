import { randomUUID } from 'node:crypto';
import { parseIndonesianPhone, type Role } from '@apotek/contract';
import type { Executor } from '../../database.ts';
import { hashPassword } from '../../../modules/accounts/passwords.ts';

export const DEMO_PASSWORD = 'Demo12345';

/** One verified demo account per role; the README lists these logins. */
export const DEMO_USERS: ReadonlyArray<{ name: string; email: string; phone: string; role: Role }> = [
  { name: 'Budi Santoso', email: 'budi@demo.apotek.id', phone: '081234567890', role: 'customer' },
  { name: 'apt. Rina Wulandari, S.Farm.', email: 'apoteker@demo.apotek.id', phone: '081234567891', role: 'pharmacist' },
  { name: 'dr. Andi Pratama', email: 'dokter@demo.apotek.id', phone: '081234567892', role: 'doctor' },
  // The round-the-clock GP: a doctor who can answer a consultation at any hour of the demo (issue 12).
  { name: 'dr. Rina Kusumawati', email: 'dokter.jaga@demo.apotek.id', phone: '081234567895', role: 'doctor' },
  { name: 'Admin Apotek', email: 'admin@demo.apotek.id', phone: '081234567893', role: 'admin' },
  { name: 'Dewi Lestari', email: 'karyawan@demo.apotek.id', phone: '081234567894', role: 'employee' },
  { name: 'Sari Audit', email: 'auditor@demo.apotek.id', phone: '081234567896', role: 'auditor' },
];

export async function seedAccounts(db: Executor, nowIso: string): Promise<number> {
  // A hash (and so a salt) of its own per account: one shared hash would tell anyone who reads the table
  // that these accounts share a password, and cracking one would crack them all.
  const rows = await Promise.all(DEMO_USERS.map(async (u) => {
    const phone = parseIndonesianPhone(u.phone);
    if (!phone) throw new Error(`Demo phone ${u.phone} is not a valid Indonesian number`);
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    return {
      public_id: randomUUID(),
      name: u.name,
      email: u.email,
      phone,
      password_hash: passwordHash,
      role: u.role,
      verified_at: nowIso,
      locale: 'id' as const,
      created_at: nowIso,
      updated_at: nowIso,
    };
  }));
  const result = await db.insertInto('users').values(rows).onConflict((oc) => oc.doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
