/** SPEC §3/§2: where opening a notification leads; `meta` is a JSON string. */
export function notificationTarget(type: string, meta: string | null | undefined): string {
  let fields: Record<string, unknown> = {};
  try {
    const parsed: unknown = meta ? JSON.parse(meta) : {};
    if (parsed && typeof parsed === 'object') fields = parsed as Record<string, unknown>;
  } catch {
    // A malformed meta still opens the order summary page rather than failing the click.
  }
  const id = (key: string) => encodeURIComponent(String(fields[key] ?? ''));
  if (type === 'campaign') return `/campaign/detail/${id('campaign_id')}`;
  if (type === 'prescription') return `/prescription/${id('prescription_id')}`;
  return `/order/summary/${id('order_code')}`;
}
