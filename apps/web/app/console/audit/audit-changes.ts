/** One field an audited decision changed (or set, or cleared), values as text for the table. */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

function show(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * The fields that differ between the two snapshots, in the order they first appear. Unchanged fields
 * are left out: the admin reads what the decision did, not the whole record.
 */
export function auditChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: show(before?.[field]), after: show(after?.[field]) }))
    .filter((change) => change.before !== change.after);
}
