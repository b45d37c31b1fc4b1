/** +6281234567890 → +62812****7890: enough for the owner to recognise, not enough to harvest. */
export function maskPhone(e164: string): string {
  if (e164.length <= 9) return e164.replace(/\d(?=\d{2})/g, '*');
  return `${e164.slice(0, 6)}${'*'.repeat(Math.max(4, e164.length - 10))}${e164.slice(-4)}`;
}

/** budi@demo.apotek.id → b***@demo.apotek.id */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
