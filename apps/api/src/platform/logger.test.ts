import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp, latestOtpCode, newRegistration } from '../../test/app.ts';
import { maskRecipient, scrubUrl } from './log-scrub.ts';

/** Everything the app logs, as text. */
function capture() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

describe('what the logs keep (issue 7, item 10)', () => {
  it('carries no OTP code, password, token, guest cart id, e-mail, phone or coordinates', async () => {
    const log = capture();
    const t = await createTestApp({ logStream: log.stream }, { LOG_LEVEL: 'info' });
    try {
      const body = newRegistration();
      const phone = `+62${body.phone.slice(1)}`;
      const reg = await t.call({ method: 'POST', url: '/api/register', payload: body });
      expect(reg.statusCode).toBe(200);
      const code = await latestOtpCode(t.database, phone);
      const confirm = await t.call({ method: 'POST', url: '/api/confirm-otp', payload: { otp_id: reg.json().data.otp_id, code } });
      const token: string = confirm.json().data.authentication.token;
      const login = await t.call({ method: 'POST', url: '/api/login', payload: { login: body.email, password: body.password } });
      expect(login.statusCode).toBe(200);

      const guestCart = 'c0ffee00c0ffee00c0ffee00c0ffee00';
      const paymentToken = 'PAYTOKEN7XQ4ZK2M9B3W8R5T';
      await t.call({ method: 'GET', url: `/api/my/cartnologin?id_temp=${guestCart}&store_id=1` });
      await t.call({ method: 'GET', url: '/api/pharmacies/nearest?lat=-6.2087634&lng=106.8455990' });
      await t.call({ method: 'GET', url: '/api/profile', token, headers: { cookie: `apotek_session=${token}` } });
      await t.call({ method: 'POST', url: `/api/payment/submit/${paymentToken}`, token, payload: {} });
      await t.call({ method: 'GET', url: `/api/dev/outbox?recipient=${encodeURIComponent(body.email)}` });
      // A line that puts headers or a body in the log by mistake still hides their secrets.
      t.app.log.warn({ headers: { authorization: `Bearer ${token}`, cookie: `apotek_session=${token}` }, body: { password: body.password, code } }, 'oops');

      const text = log.text();
      expect(text).toContain('request completed');
      for (const secret of [code, body.password, token, guestCart, paymentToken, body.email, body.phone, phone, '6.2087634', '106.8455990']) {
        expect(text, secret).not.toContain(secret);
      }
      // Still useful: which route, and that a message went (to whom, masked).
      expect(text).toContain('/api/my/cartnologin?id_temp=***&store_id=1');
      expect(text).toContain('/api/payment/submit/***');
      expect(text).toContain(`"to":"${maskRecipient(phone)}"`);
    } finally {
      await t.close();
    }
  });
});

describe('scrubUrl', () => {
  it('masks secret query values, nested ones too, and payment tokens in paths', () => {
    expect(scrubUrl('/api/cart?id_temp=abc&store_id=2')).toBe('/api/cart?id_temp=***&store_id=2');
    expect(scrubUrl('/x?filter[lat]=1&filter%5Blng%5D=2&q=obat')).toBe('/x?filter[lat]=***&filter%5Blng%5D=***&q=obat');
    expect(scrubUrl('/auth/password/confirm?reset_token=r&email=a%40b.c&phone=0812')).toBe('/auth/password/confirm?reset_token=***&email=***&phone=***');
    expect(scrubUrl('/api/payment/shipment/list/TOKEN123')).toBe('/api/payment/shipment/list/***');
    expect(scrubUrl('/api/payment/qris/TOKEN123.png')).toBe('/api/payment/qris/***.png');
    expect(scrubUrl('/payment/TOKEN123.data?x=1')).toBe('/payment/***.data?x=1');
    expect(scrubUrl('/api/products?page=2')).toBe('/api/products?page=2');
    expect(scrubUrl('/api/health')).toBe('/api/health');
  });

  it('masks recipients so they cannot be contacted', () => {
    expect(maskRecipient('+6281234567890')).toBe('***890');
    expect(maskRecipient('budi@contoh.co.id')).toBe('b***@contoh.co.id');
  });
});
