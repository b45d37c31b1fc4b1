import { expect, type APIRequestContext } from '@playwright/test';

interface OutboxMessage {
  recipient: string;
  body: string;
  created_at: string;
}

/**
 * Polls the sandbox outbox (GET /api/dev/outbox) until a 6-digit code for the recipient is there. `matching`
 * picks one kind of message (e.g. the password-reset text) when the recipient already got others.
 */
export async function readOtp(request: APIRequestContext, recipient: string, matching?: RegExp): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
        expect(response.status()).toBe(200);
        const body = (await response.json()) as { data: OutboxMessage[] };
        const message = body.data.find((m) => m.recipient === recipient && /\b\d{6}\b/.test(m.body) && (!matching || matching.test(m.body)));
        code = message?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
        return code;
      },
      { message: `an OTP for ${recipient} in the outbox` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}
