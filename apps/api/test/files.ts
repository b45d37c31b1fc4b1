import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type FilePurpose, type StoredFile, type UploadTicket, uploadFormFields } from '@apotek/contract/files';
import type { LightMyRequestResponse } from 'fastify';
import { signUp } from './addresses.ts';
import { createTestApp, type TestApp } from './app.ts';

/** One part of a hand-built multipart body: a text field, or a file with the name and type a client claims. */
export type Part = { field: string; value: string } | { file: Buffer; filename?: string; type?: string; field?: string };

/** A multipart/form-data body in the order given (the upload reads the ticket fields before the files). */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----apotek${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`));
    } else {
      const name = part.field ?? 'file';
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${name}"; filename="${part.filename ?? 'resep.jpg'}"\r\nContent-Type: ${part.type ?? 'image/jpeg'}\r\n\r\n`));
      chunks.push(part.file, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The ticket's fields as parts, in the order the web appends them. */
export function ticketParts(ticket: UploadTicket): Part[] {
  return Object.entries(uploadFormFields(ticket)).map(([field, value]) => ({ field, value }));
}

export async function requestTicket(t: Pick<TestApp, 'call'>, token: string, purpose: FilePurpose = 'prescription', count?: number): Promise<UploadTicket> {
  const res = await t.call({ method: 'POST', url: '/api/files/ticket', token, payload: { purpose, ...(count ? { count } : {}) } });
  if (res.statusCode !== 200) throw new Error(`upload ticket failed: ${res.body}`);
  return res.json().data as UploadTicket;
}

/** POST /api/files with hand-made parts. */
export function postParts(t: Pick<TestApp, 'call'>, token: string, parts: Part[], locale = 'id'): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipart(parts);
  return t.call({ method: 'POST', url: '/api/files', token, payload, headers: { ...headers, 'accept-language': locale } });
}

/** A fresh ticket, then the files: the way the web uploads. Answers the stored files. */
export async function uploadFiles(t: Pick<TestApp, 'call'>, token: string, files: Buffer[], purpose: FilePurpose = 'prescription'): Promise<StoredFile[]> {
  const ticket = await requestTicket(t, token, purpose);
  const res = await postParts(t, token, [...ticketParts(ticket), ...files.map((file) => ({ file }))]);
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return res.json().data.data as StoredFile[];
}

export interface FilesTestApp extends TestApp {
  uploadsDir: string;
  /** Objects under the files module's prefix on disk. */
  storedObjects(): string[];
  fileRows(): Promise<number>;
}

/** An app whose uploads folder the test knows, so it can check what was (not) stored. */
export async function createFilesTestApp(env: NodeJS.ProcessEnv = {}): Promise<FilesTestApp> {
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'apotek-files-'));
  const t = await createTestApp({}, { UPLOADS_DIR: uploadsDir, PUBLIC_URL: 'http://apotek.test', ...env });
  const dir = path.join(uploadsDir, 'private', 'files');
  return {
    ...t,
    uploadsDir,
    storedObjects: () => (existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => !name.startsWith('.')) : []),
    fileRows: async () => (await t.database.db.selectFrom('files').select('id').execute()).length,
  };
}

/** A files app and two signed-up customers: one who uploads, and another whose requests for those files must fail. */
export async function createFilesTestAppWithCustomers(env: NodeJS.ProcessEnv = {}): Promise<{ t: FilesTestApp; token: string; otherToken: string }> {
  const t = await createFilesTestApp(env);
  const token = (await signUp(t)).token;
  const otherToken = (await signUp(t)).token;
  return { t, token, otherToken };
}
