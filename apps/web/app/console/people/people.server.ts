import { PERSON_STATUSES, ROLES, type PersonDetail, type PersonSummary, type Role } from '@apotek/contract';
import { data, type AppLoadContext } from 'react-router';
import { refused, text } from '~/lib/action-helpers.server';
import { failPageWithStatus } from '~/lib/page-errors.server';
import { pageParam } from '~/lib/page-param';
import { serverApi } from '~/lib/session.server';
import { requireConsoleUser } from '../console.server';
import { BLOCK_REASON_MIN, type PersonActionResult, type PersonIntent } from './people-form';

export const PEOPLE_SCOPE = 'users:manage';
const PAGE_SIZE = 20;

export interface PeopleFilters {
  q: string;
  role: Role | '';
  status: (typeof PERSON_STATUSES)[number] | '';
}

function pick<V extends string>(value: string | null, choices: readonly V[]): V | '' {
  return choices.includes(value as V) ? (value as V) : '';
}

export interface PeopleData {
  filters: PeopleFilters;
  people: PersonSummary[];
  page: number;
  lastPage: number;
  total: number;
}

/** /console/users: accounts by name, e-mail, phone or id, role and status. */
export async function loadPeople(request: Request, context: AppLoadContext): Promise<PeopleData> {
  await requireConsoleUser(request, context, PEOPLE_SCOPE);
  const params = new URL(request.url).searchParams;
  const filters: PeopleFilters = { q: (params.get('q') ?? '').trim().slice(0, 100), role: pick(params.get('role'), ROLES), status: pick(params.get('status'), PERSON_STATUSES) };
  const query = { page: pageParam(params), perPage: PAGE_SIZE, ...(filters.q ? { q: filters.q } : {}), ...(filters.role ? { role: filters.role } : {}), ...(filters.status ? { status: filters.status } : {}) };
  const result = await serverApi(request, context).call('consolePeople', { query, signal: request.signal });
  if (!result.ok) failPageWithStatus(result);
  const { data: people, page, lastPage, total } = result.body.data;
  return { filters, people, page, lastPage, total };
}

/** /console/users/{id}: one account with its orders; `self` hides the actions an admin may not take on their own account. */
export async function loadPerson(request: Request, context: AppLoadContext, id: string): Promise<{ person: PersonDetail; self: boolean }> {
  const user = await requireConsoleUser(request, context, PEOPLE_SCOPE);
  const result = await serverApi(request, context).call('consolePerson', { params: { id }, signal: request.signal });
  if (!result.ok) failPageWithStatus(result);
  return { person: result.body.data, self: result.body.data.id === user.id };
}


/** Assign the role, block with a reason, or unblock; the API refuses one's own account and the last admin. */
export async function personAction(request: Request, context: AppLoadContext, id: string) {
  await requireConsoleUser(request, context, PEOPLE_SCOPE);
  const form = await request.formData();
  const intent = text(form, 'intent');
  const api = serverApi(request, context);
  if (intent === 'role') {
    const role = pick(text(form, 'role'), ROLES);
    if (!role) throw data(null, { status: 400 });
    const result = await api.call('consolePersonRole', { params: { id }, body: { role } });
    if (!result.ok) return refused<{ intent: PersonIntent }>(result, { role }, { intent });
    return { intent, ok: true, message: result.body.message } satisfies PersonActionResult;
  }
  if (intent === 'block') {
    const values = { reason: text(form, 'reason').trim() };
    if (values.reason.length < BLOCK_REASON_MIN) return data<PersonActionResult>({ intent, values, problem: 'reasonShort' }, { status: 422 });
    const result = await api.call('consolePersonBlock', { params: { id }, body: { reason: values.reason } });
    if (!result.ok) return refused<{ intent: PersonIntent }>(result, values, { intent });
    return { intent, ok: true, message: result.body.message } satisfies PersonActionResult;
  }
  if (intent === 'unblock') {
    const result = await api.call('consolePersonUnblock', { params: { id } });
    if (!result.ok) return refused<{ intent: PersonIntent }>(result, {}, { intent });
    return { intent, ok: true, message: result.body.message } satisfies PersonActionResult;
  }
  throw data(null, { status: 400 });
}
