/**
 * A virtual account number as a customer copies it into a banking app: groups of four digits from the
 * left (8808 1234 5678 9012), so it can be read out and checked group by group. Non-digits are kept as
 * they are; the copy button always copies the bare number.
 */
export function groupVaNumber(value: string): string {
  const compact = value.replace(/\s+/g, '');
  if (!/^\d+$/.test(compact)) return value;
  return compact.replace(/(\d{4})(?=\d)/g, '$1 ');
}
