import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACT_PATHS } from '../../platform/log-scrub.ts';

describe('what the logs keep of the wallet', () => {
  it('redacts the PIN header, the PIN and the wallet tokens wherever a line puts them', () => {
    const chunks: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        chunks.push(chunk.toString('utf8'));
        done();
      },
    });
    const log = pino({ redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, stream);
    log.error({
      req: { headers: { 'x-wallet-pin': '482916' }, body: { pin: '482916', pin_confirmation: '482916', payment_token: 'tok-secret-1', registration_token: 'reg-secret-1' } },
      payment_token: 'tok-secret-2',
    }, 'wallet call failed');
    const text = chunks.join('');
    expect(text).toContain('wallet call failed');
    expect(text).not.toContain('482916');
    expect(text).not.toContain('tok-secret');
    expect(text).not.toContain('reg-secret');
  });
});
