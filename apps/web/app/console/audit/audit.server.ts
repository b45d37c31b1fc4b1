import type { AppLoadContext } from 'react-router';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditEntity, type AuditAction } from '@apotek/contract/audit';
import { serverApi } from '~/lib/session.server';
import { failPageWithStatus } from '~/lib/page-errors.server';
import { pageParam } from '~/lib/page-param';
import { requireConsoleUser } from '../console.server';

/** Reading the audit log is the admin's: the scope the API demands for it. */
export const AUDIT_SCOPE = 'audit:read';

export interface AuditFilters {
  entity: AuditEntity | '';
  action: AuditAction | '';
  entity_id: string;
  actor: string;
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters in the address, each kept only when the API would take it (a bad one is dropped, not a 422 page). */
export function parseAuditFilters(params: URLSearchParams): AuditFilters {
  const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | '' => (allowed.includes(value as T) ? (value as T) : '');
  const word = (name: string) => (params.get(name) ?? '').trim().slice(0, 64);
  const day = (name: string) => (DAY.test(params.get(name) ?? '') ? params.get(name)! : '');
  return { entity: pick(params.get('entity'), AUDIT_ENTITIES), action: pick(params.get('action'), AUDIT_ACTIONS), entity_id: word('entity_id'), actor: word('actor'), from: day('from'), to: day('to') };
}

export async function loadAudit(request: Request, context: AppLoadContext) {
  await requireConsoleUser(request, context, AUDIT_SCOPE);
  const params = new URL(request.url).searchParams;
  const filters = parseAuditFilters(params);
  const page = pageParam(params);
  const { entity, action, entity_id, actor, from, to } = filters;
  const query = { page, perPage: 25, entity: entity || undefined, action: action || undefined, entity_id: entity_id || undefined, actor: actor || undefined, from: from || undefined, to: to || undefined };
  const result = await serverApi(request, context).call('consoleAudit', { query });
  if (!result.ok) failPageWithStatus(result);
  const { data: entries, lastPage, total } = result.body.data;
  return { filters, entries, page: result.body.data.page, lastPage, total };
}
