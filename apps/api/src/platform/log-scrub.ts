/**
 * What access lines and other log lines must not carry: secrets (passwords, OTP codes, tokens, session
 * cookies) and personal data a URL can hold (guest cart ids, payment tokens, e-mail, phone, a customer's
 * coordinates). Logs are kept longer and read by more people than the data they describe.
 */

/** Query parameters whose values are masked, also as the last key of a nested name (`filter[lat]`). */
const SECRET_PARAMS = new Set([
  'id_temp',
  'idtemporary',
  'token',
  'payment_token',
  'access_token',
  'reset_token',
  'code',
  'otp',
  'password',
  'email',
  'phone',
  'login',
  'recipient',
  'lat',
  'lng',
  'latitude',
  'longitude',
]);

/** Paths whose segment after the prefix is a bearer-like token (payment links) or a sandbox charge. */
const SECRET_PATH_SEGMENTS = [/^(\/api\/payment\/(?:submit|shipment\/list|qris)\/)[^/?.]+/, /^(\/payment\/)[^/?.]+/, /^(\/api\/dev\/payments\/)[^/?.]+/];

export const MASK = '***';

function secretParam(rawKey: string): boolean {
  let key: string;
  try {
    key = decodeURIComponent(rawKey.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    key = rawKey.toLowerCase();
  }
  const names = key.match(/[^[\]]+/g) ?? [];
  return names.some((name) => SECRET_PARAMS.has(name));
}

/** The URL as it may be logged: secret path segments and the values of secret query parameters masked. */
export function scrubUrl(url: string): string {
  const at = url.indexOf('?');
  let path = at === -1 ? url : url.slice(0, at);
  for (const pattern of SECRET_PATH_SEGMENTS) path = path.replace(pattern, `$1${MASK}`);
  if (at === -1) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && secretParam(key) ? `${key}=${MASK}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

// The wallet's PIN and its tokens (issue 13) are secrets like passwords.
const SECRET_FIELDS = ['password', 'password_confirmation', 'current_password', 'new_password', 'token', 'reset_token', 'otp', 'authorization', 'cookie', 'app_secret', 'pin', 'pin_confirmation', 'payment_token', 'registration_token'];
/** Fields that are secret inside a body but mean something else at the top of a line (`code` of an error). */
const BODY_ONLY_FIELDS = ['code'];
const BODIES = ['body', 'payload', 'req.body', 'request.body'];
const HEADERS = ['headers', 'req.headers', 'res.headers', 'request.headers', 'reply.headers'];

/** pino `redact` paths: any header that authenticates, and any secret body field, wherever a line puts it. */
export const REDACT_PATHS = [
  ...HEADERS.flatMap((h) => [`${h}.authorization`, `${h}.cookie`, `${h}["set-cookie"]`, `${h}["x-api-key"]`, `${h}["x-wallet-pin"]`]),
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`]),
  ...BODIES.flatMap((b) => [...SECRET_FIELDS, ...BODY_ONLY_FIELDS, 'email', 'phone', 'login'].map((f) => `${b}.${f}`)),
];

/** A recipient as a log may show it: enough to tell two apart, not enough to contact them. */
export function maskRecipient(recipient: string): string {
  const at = recipient.indexOf('@');
  if (at > 0) return `${recipient[0]}${MASK}${recipient.slice(at)}`;
  const digits = recipient.replace(/\D/g, '');
  return digits.length > 4 ? `${MASK}${digits.slice(-3)}` : MASK;
}
