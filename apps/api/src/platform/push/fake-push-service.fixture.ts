import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A push service on this machine for the real adapter's tests: HTTPS with a certificate made for the run,
 * checking what a real one checks (RFC 8030, 8291, 8292): a VAPID JWT for its own origin, signed ES256
 * with the key named in `k`, unexpired and at most 24 h ahead, a mailto:/https: subject; TTL present;
 * an aes128gcm body it can decrypt with the browser's keys. Endpoints are told what to answer.
 */

export interface FakeBrowser {
  /** What the browser hands the site: endpoint and keys (PushSubscription.toJSON()). */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The browser's private half, which only the browser (here: the fake service) has. */
  privateKey: Buffer;
  authSecret: Buffer;
}

export interface ReceivedPush {
  id: string;
  headers: IncomingHttpHeaders;
  claims: { aud: string; exp: number; sub: string };
  /** The VAPID public key the request named (`k`). */
  key: string;
  plaintext: string;
}

function b64url(buffer: Buffer): string {
  return buffer.toString('base64url');
}

/** A self-signed certificate for 127.0.0.1, made with the system's openssl for this run only. */
function certificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'apotek-push-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
        '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'), '-days', '1',
        '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** RFC 8292: `vapid t=<jwt>, k=<key>`; verifies the signature with k. Answers the claims, or why not. */
function checkVapid(header: string | undefined, origin: string): { claims: ReceivedPush['claims']; key: string } | string {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return 'no vapid authorization';
  const [, h, p, s, k] = match as unknown as [string, string, string, string, string];
  const jwtHeader = JSON.parse(Buffer.from(h, 'base64url').toString()) as { typ?: string; alg?: string };
  if (jwtHeader.alg !== 'ES256') return 'not ES256';
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'k is not an uncompressed P-256 key';
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) }, format: 'jwk' });
  if (!verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'))) return 'bad signature';
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as ReceivedPush['claims'];
  const now = Math.floor(Date.now() / 1000);
  if (claims.aud !== origin) return `aud ${claims.aud} is not ${origin}`;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) return 'exp out of range';
  if (!/^(mailto:|https:)/.test(claims.sub)) return 'bad sub';
  return { claims, key: k };
}

/** RFC 8291 + RFC 8188 (aes128gcm, one record): the browser's side of the encryption. */
function decrypt(body: Buffer, browser: FakeBrowser): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const senderKey = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(browser.privateKey);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export class FakePushService {
  readonly received: ReceivedPush[] = [];
  /** Why requests were refused (401/400 from the checks above). */
  readonly refused: string[] = [];
  private readonly browsers = new Map<string, FakeBrowser>();
  private readonly answers = new Map<string, number>();

  private constructor(
    private readonly server: Server,
    readonly origin: string,
    /** Trusts this run's certificate; give it to the adapter. */
    readonly agent: Agent,
  ) {}

  static async start(): Promise<FakePushService> {
    const tls = certificate();
    // The handler needs the service, which needs the server's port: filled in once listening.
    const holder: { service?: FakePushService } = {};
    const server = createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const service = holder.service!;
        const { status, reason } = service.handle(req.method ?? '', req.url ?? '', req.headers, Buffer.concat(chunks));
        if (reason) service.refused.push(reason);
        res.writeHead(status).end(reason ?? '');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    holder.service = new FakePushService(server, `https://127.0.0.1:${port}`, new Agent({ ca: tls.cert, keepAlive: false }));
    return holder.service;
  }

  /** A browser subscribing at this service: a fresh key pair and auth secret. */
  browser(): FakeBrowser {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const id = randomBytes(9).toString('base64url');
    const authSecret = randomBytes(16);
    const browser = {
      subscription: { endpoint: `${this.origin}/push/${id}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(authSecret) } },
      privateKey: ecdh.getPrivateKey(),
      authSecret,
    };
    this.browsers.set(id, browser);
    return browser;
  }

  /** What this endpoint answers from now on (410: the browser dropped the subscription). */
  answer(endpoint: string, status: number): void {
    this.answers.set(endpoint.split('/').at(-1)!, status);
  }

  to(endpoint: string): ReceivedPush[] {
    const id = endpoint.split('/').at(-1)!;
    return this.received.filter((r) => r.id === id);
  }

  private handle(method: string, url: string, headers: IncomingHttpHeaders, body: Buffer): { status: number; reason?: string } {
    const id = /^\/push\/([\w-]+)$/.exec(url)?.[1];
    const browser = id ? this.browsers.get(id) : undefined;
    if (method !== 'POST' || !id || !browser) return { status: 404, reason: `unknown ${method} ${url}` };
    const answer = this.answers.get(id);
    if (answer !== undefined && answer >= 400) return { status: answer };
    const vapid = checkVapid(headers.authorization, this.origin);
    if (typeof vapid === 'string') return { status: 403, reason: vapid };
    if (!/^\d+$/.test(String(headers.ttl ?? ''))) return { status: 400, reason: 'no TTL' };
    if (headers['content-encoding'] !== 'aes128gcm') return { status: 415, reason: `content-encoding ${headers['content-encoding']}` };
    if (headers['content-type'] !== 'application/octet-stream') return { status: 400, reason: `content-type ${headers['content-type']}` };
    if (body.length === 0 || body.length > 4096) return { status: 413, reason: `body of ${body.length} bytes` };
    let plaintext: string;
    try {
      plaintext = decrypt(body, browser);
    } catch (error) {
      return { status: 400, reason: `cannot decrypt: ${(error as Error).message}` };
    }
    this.received.push({ id, headers, claims: vapid.claims, key: vapid.key, plaintext });
    return { status: 201 };
  }

  async close(): Promise<void> {
    this.agent.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
