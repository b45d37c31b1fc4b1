import { apiMessage, REALTIME, REALTIME_CLOSE_CODES } from '@apotek/contract';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemo } from '../../../test/app.ts';
import { type ChatTestApp, createChatTestApp, identityFor, nonceFor, pause, TestSocket } from '../../../test/chat.ts';
import { eventually } from '../bus/bus.fixture.ts';
import { MemoryPresence } from './presence.ts';

let t: ChatTestApp;
let customer: string;
let pharmacist: string;
const presence = new MemoryPresence();
const HEARTBEAT_MS = 150;

beforeAll(async () => {
  t = await createChatTestApp({ realtime: { presence, limits: { heartbeatMs: HEARTBEAT_MS, authTimeoutMs: 400 } } });
  customer = await loginDemo(t, 'budi@demo.apotek.id');
  pharmacist = await loginDemo(t, 'apoteker@demo.apotek.id');
});
afterAll(async () => t.close());

async function refusal(socket: TestSocket) {
  const frame = await socket.next((f) => f.type === 'refused');
  const closed = await socket.closed;
  return { frame, closed };
}

describe('the identity token (SPEC §7 Chat: nonce, create-token, verification)', () => {
  it('signs a socket in with a token made from a fresh nonce, and says who it is', async () => {
    const identity = await identityFor(t, customer);
    expect(identity.ws_path).toBe(REALTIME.path);
    expect(identity.user).toMatchObject({ name: 'Budi Santoso', role: 'customer' });
    // Unix seconds in the token: within a second of the ten minutes.
    const lifetime = Date.parse(identity.expires_at) - t.clock.now().getTime();
    expect(lifetime).toBeGreaterThan(REALTIME.identityTokenTtlSeconds * 1000 - 1000);
    expect(lifetime).toBeLessThanOrEqual(REALTIME.identityTokenTtlSeconds * 1000);
    const socket = await TestSocket.connect(t.base);
    socket.send({ type: 'auth', token: identity.identity_token });
    const ready = await socket.next((f) => f.type === 'ready');
    expect(ready.user).toEqual({ id: identity.user.id, role: 'customer' });
    expect(ready.limits).toMatchObject({ max_frame_bytes: REALTIME.maxFrameBytes, rate_burst: REALTIME.rateBurst });
    socket.send({ type: 'ping' });
    await socket.next((f) => f.type === 'pong');
    await socket.close();
  });

  it('opens one socket per token: the nonce is single-use', async () => {
    const { identity_token } = await identityFor(t, customer);
    const first = await TestSocket.signedIn(t.base, identity_token);
    const second = await TestSocket.connect(t.base, '/ws', { 'accept-language': 'en' });
    second.send({ type: 'auth', token: identity_token });
    const { frame, closed } = await refusal(second);
    expect(frame).toMatchObject({ code: 'nonce_used', message: apiMessage('chatNonceUsed', 'en'), close_code: 4401 });
    expect(closed.code).toBe(REALTIME_CLOSE_CODES.unauthorized);
    // The first socket is not disturbed.
    first.send({ type: 'ping' });
    await first.next((f) => f.type === 'pong');
    await first.close();
  });

  it('signs one token per nonce, only for the user it was issued to, and only while it is fresh', async () => {
    const nonce = await nonceFor(t, customer);
    const ok = await t.call({ method: 'POST', url: '/api/chat/create-token', token: customer, payload: { nonce } });
    expect(ok.statusCode).toBe(200);
    const again = await t.call({ method: 'POST', url: '/api/chat/create-token', token: customer, payload: { nonce } });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.nonce).toEqual([apiMessage('chatNonceInvalid', 'id')]);

    const theirs = await nonceFor(t, customer);
    const stolen = await t.call({ method: 'POST', url: '/api/chat/create-token', token: pharmacist, payload: { nonce: theirs }, headers: { 'accept-language': 'en' } });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors.nonce).toEqual([apiMessage('chatNonceInvalid', 'en')]);

    const stale = await nonceFor(t, customer);
    t.clock.advance((REALTIME.nonceTtlSeconds + 1) * 1000);
    const late = await t.call({ method: 'POST', url: '/api/chat/create-token', token: customer, payload: { nonce: stale } });
    expect(late.statusCode).toBe(422);

    const bogus = await t.call({ method: 'POST', url: '/api/chat/create-token', token: customer, payload: { nonce: 'not-a-nonce' } });
    expect(bogus.statusCode).toBe(422);
    const missing = await t.call({ method: 'POST', url: '/api/chat/create-token', token: customer, payload: {} });
    expect(missing.statusCode).toBe(422);
    const guest = await t.call({ method: 'POST', url: '/api/chat/nonce' });
    expect(guest.statusCode).toBe(401);
  });

  it('refuses an expired token with a clear frame and close code 4401', async () => {
    const { identity_token } = await identityFor(t, customer);
    t.clock.advance((REALTIME.identityTokenTtlSeconds + 1) * 1000);
    const socket = await TestSocket.connect(t.base);
    socket.send({ type: 'auth', token: identity_token });
    const { frame, closed } = await refusal(socket);
    expect(frame).toMatchObject({ type: 'refused', code: 'token_expired', message: apiMessage('chatTokenExpired', 'id') });
    expect(closed).toEqual({ code: 4401, reason: 'token_expired' });
  });

  it('refuses a forged or garbled token, a first frame that is not auth, and a socket that never signs in', async () => {
    const { identity_token } = await identityFor(t, customer);
    const [head, body, signature] = identity_token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, sub: claims.sub + 1 })).toString('base64url')}.${signature}`;
    for (const token of [forged, 'garbage', '']) {
      const socket = await TestSocket.connect(t.base);
      socket.send({ type: 'auth', token });
      const { frame, closed } = await refusal(socket);
      expect(frame.code).toBe('token_invalid');
      expect(closed.code).toBe(4401);
    }

    const early = await TestSocket.connect(t.base);
    early.send({ type: 'subscribe', room_id: 1 });
    const first = await refusal(early);
    expect(first.frame.code).toBe('auth_required');
    expect(first.closed.code).toBe(4401);

    const silent = await TestSocket.connect(t.base);
    const timedOut = await refusal(silent);
    expect(timedOut.frame).toMatchObject({ code: 'auth_required', message: apiMessage('chatAuthRequired', 'id') });
    expect(timedOut.closed.code).toBe(4401);
  });
});

describe('limits', () => {
  it('refuses a frame above the size limit with 4413, and one above the hard limit with 1009', async () => {
    const socket = await TestSocket.signedIn(t.base, (await identityFor(t, customer)).identity_token);
    socket.send({ type: 'typing', room_id: 1, typing: true, padding: 'x'.repeat(REALTIME.maxFrameBytes) });
    const { frame, closed } = await refusal(socket);
    expect(frame).toMatchObject({ code: 'frame_too_large', message: apiMessage('chatFrameTooLarge', 'id', { max: REALTIME.maxFrameBytes / 1024 }), close_code: 4413 });
    expect(closed.code).toBe(REALTIME_CLOSE_CODES.frameTooLarge);

    const huge = await TestSocket.signedIn(t.base, (await identityFor(t, customer)).identity_token);
    huge.send('x'.repeat(REALTIME.hardMaxFrameBytes + 1));
    expect((await huge.closed).code).toBe(REALTIME_CLOSE_CODES.messageTooBig);
  });

  it('closes a flooding socket with 4429 and leaves the user’s other sockets alone', async () => {
    const calm = await TestSocket.signedIn(t.base, (await identityFor(t, customer)).identity_token);
    const flood = await TestSocket.signedIn(t.base, (await identityFor(t, customer)).identity_token);
    for (let i = 0; i < REALTIME.rateBurst + 20; i++) flood.send({ type: 'ping' });
    const { frame, closed } = await refusal(flood);
    expect(frame).toMatchObject({ code: 'rate_limited', close_code: 4429 });
    expect(closed.code).toBe(REALTIME_CLOSE_CODES.rateLimited);
    // What came before the limit was answered.
    expect(flood.all('pong').length).toBeGreaterThan(0);
    calm.send({ type: 'ping' });
    await calm.next((f) => f.type === 'pong');
    await calm.close();
  });

  it('answers unreadable, unknown and invalid frames with an error frame and keeps the socket open', async () => {
    const socket = await TestSocket.signedIn(t.base, (await identityFor(t, customer)).identity_token, { 'accept-language': 'en' });
    socket.send('{not json');
    expect(await socket.next((f) => f.type === 'error')).toMatchObject({ code: 'bad_frame', message: apiMessage('chatBadFrame', 'en') });
    socket.send({ type: 'dance' });
    expect(await socket.next((f) => f.type === 'error')).toMatchObject({ code: 'unknown_type' });
    socket.send({ type: 'send', room_id: 'x', temp_id: 'a1', message: { type: 'text', message: '' } });
    const invalid = await socket.next((f) => f.type === 'error');
    expect(invalid).toMatchObject({ code: 'invalid', ref: 'a1', message: apiMessage('validation', 'en') });
    expect(Object.keys(invalid.fields)).toEqual(expect.arrayContaining(['room_id']));
    socket.send({ type: 'auth', token: 'again' });
    expect(await socket.next((f) => f.type === 'error')).toMatchObject({ code: 'unknown_type' });
    socket.send({ type: 'ping' });
    await socket.next((f) => f.type === 'pong');
    await socket.close();
  });

  it('answers 404 to an upgrade on any other path', async () => {
    const ws = new WebSocket(t.base.replace('http', 'ws') + '/not-ws');
    const error = await new Promise<Error>((resolve) => ws.once('error', resolve));
    expect(error.message).toMatch(/404/);
  });

  it('drops a socket that stops answering pings, and keeps one that answers', async () => {
    const { identity_token: a } = await identityFor(t, customer);
    const { identity_token: b } = await identityFor(t, customer);
    const mute = new TestSocket(new WebSocket(t.base.replace('http', 'ws') + '/ws', { autoPong: false }));
    await mute.opened;
    mute.send({ type: 'auth', token: a });
    await mute.next((f) => f.type === 'ready');
    const lively = await TestSocket.signedIn(t.base, b);
    const { code } = await mute.closed;
    expect(code).toBe(1006);
    await pause(HEARTBEAT_MS * 3);
    expect(lively.ws.readyState).toBe(WebSocket.OPEN);
    await lively.close();
  });
});

describe('delivery to users and presence', () => {
  it('forwards bus topic realtime.user to every socket of those users and nobody else', async () => {
    const userId = (await t.database.db.selectFrom('users').select('id').where('email', '=', 'budi@demo.apotek.id').executeTakeFirstOrThrow()).id;
    const phone = await TestSocket.signedIn(t.base, (await identityFor(t, customer)).identity_token);
    const laptop = await TestSocket.signedIn(t.base, (await identityFor(t, customer)).identity_token);
    const other = await TestSocket.signedIn(t.base, (await identityFor(t, pharmacist)).identity_token);
    await t.bus.publish('realtime.user', { userIds: [userId], event: { type: 'notification.unread', unread: 3 } });
    expect(await phone.next((f) => f.type === 'notification.unread')).toEqual({ type: 'notification.unread', unread: 3 });
    expect(await laptop.next((f) => f.type === 'notification.unread')).toEqual({ type: 'notification.unread', unread: 3 });
    await pause(50);
    expect(other.all('notification.unread')).toEqual([]);
    await Promise.all([phone.close(), laptop.close(), other.close()]);
  });

  it('knows who has an open socket', async () => {
    const userId = (await t.database.db.selectFrom('users').select('id').where('email', '=', 'apoteker@demo.apotek.id').executeTakeFirstOrThrow()).id;
    await eventually(async () => expect(await presence.isOnline(userId)).toBe(false));
    const one = await TestSocket.signedIn(t.base, (await identityFor(t, pharmacist)).identity_token);
    const two = await TestSocket.signedIn(t.base, (await identityFor(t, pharmacist)).identity_token);
    expect(await presence.isOnline(userId)).toBe(true);
    await one.close();
    await eventually(async () => expect(await presence.isOnline(userId)).toBe(true));
    await two.close();
    await eventually(async () => expect(await presence.isOnline(userId)).toBe(false));
  });
});

describe('shutdown', () => {
  it('says goodbye to every socket with 1001 and refuses new ones', async () => {
    const own = await createChatTestApp();
    const token = await loginDemo(own, 'budi@demo.apotek.id');
    const socket = await TestSocket.signedIn(own.base, (await identityFor(own, token)).identity_token);
    const closing = own.close();
    const { frame, closed } = await refusal(socket);
    expect(frame).toMatchObject({ code: 'server_shutdown', close_code: 1001 });
    expect(closed.code).toBe(REALTIME_CLOSE_CODES.goingAway);
    await closing;
  });
});
