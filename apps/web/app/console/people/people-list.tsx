import { Form, Link } from 'react-router';
import { PERSON_STATUSES, ROLES, type PersonSummary } from '@apotek/contract';
import { formatDate } from '@apotek/contract/format/date';
import { useTranslation } from '~/i18n/translate';
import { Badge } from '~/components/ui/badge';
import { Button, LinkButton } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { inputClass } from '~/components/ui/field';
import { useLocale } from '~/lib/root-data';
import { ConsoleListScreen } from '../console-list-screen';
import type { PeopleData, PeopleFilters } from './people.server';
import { statusTone } from './person-status';

const LABEL = 'mb-1 block text-xs font-semibold';

function filtersHref(filters: PeopleFilters, page: number): string {
  const params = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== ''));
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/console/users?${query}` : '/console/users';
}

/** /console/users: the admin finds an account; contact details stay masked until one is opened. */
export function PeopleList({ data }: { data: PeopleData }) {
  const { t } = useTranslation();
  const { filters } = data;
  return (
    <ConsoleListScreen
      title={t('consolePeople.title')}
      intro={t('consolePeople.intro')}
      count={t('consolePeople.count', { count: data.total })}
      items={data.people}
      row={(person) => <PersonRow key={person.id} person={person} />}
      empty={{ text: t('consolePeople.empty') }}
      listClassName="space-y-2"
      page={data.page}
      lastPage={data.lastPage}
      hrefFor={(p) => filtersHref(filters, p)}
    >
      <Card as={Form} method="get" padding="sm" className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={t('consolePeople.filters')}>
        <label className={`${LABEL} col-span-2`}>
          {t('consolePeople.search')}
          <input type="search" name="q" defaultValue={filters.q} maxLength={100} placeholder={t('consolePeople.searchHint')} className={inputClass(false, 'mt-1 py-1.5')} />
        </label>
        <label className={LABEL}>
          {t('consolePeople.role')}
          <select name="role" defaultValue={filters.role} className={inputClass(false, 'mt-1 py-1.5')}>
            <option value="">{t('consolePeople.any')}</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`console.role.${role}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={LABEL}>
          {t('consolePeople.status')}
          <select name="status" defaultValue={filters.status} className={inputClass(false, 'mt-1 py-1.5')}>
            <option value="">{t('consolePeople.any')}</option>
            {PERSON_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`consolePeople.statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="col-span-2 flex gap-2 lg:col-span-4">
          <Button type="submit" className="px-4 py-1.5">
            {t('consolePeople.apply')}
          </Button>
          <LinkButton to="/console/users" variant="ghost" className="px-4 py-1.5">
            {t('consolePeople.reset')}
          </LinkButton>
        </div>
      </Card>
    </ConsoleListScreen>
  );
}

function PersonRow({ person }: { person: PersonSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card as="li" padding="sm" data-testid="person-row">
      <Link to={`/console/users/${encodeURIComponent(person.id)}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded focus-visible:outline-2">
        <span className="font-semibold text-ink">{person.name}</span>
        <Badge tone="neutral">{t(`console.role.${person.role}`)}</Badge>
        <Badge tone={statusTone(person.status)}>{t(`consolePeople.statuses.${person.status}`)}</Badge>
        <span className="basis-full text-sm text-muted sm:basis-auto">
          {person.email} · {person.phone}
        </span>
        <span className="text-xs text-muted sm:ml-auto">{t('consolePeople.joined', { date: formatDate(person.created_at, locale) })}</span>
      </Link>
    </Card>
  );
}
