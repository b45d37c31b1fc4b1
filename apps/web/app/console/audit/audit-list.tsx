import { Form, Link } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditEntry } from '@apotek/contract/audit';
import { formatDateTime } from '@apotek/contract/format/date';
import { Button, LinkButton } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { inputClass } from '~/components/ui/field';
import { useLocale } from '~/lib/root-data';
import { ConsoleListScreen } from '../console-list-screen';
import { auditChanges } from './audit-changes';
import type { AuditFilters } from './audit.server';

const FILTER_LABEL = 'mb-1 block text-xs font-semibold';

function filtersHref(filters: AuditFilters, page: number): string {
  const params = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== ''));
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `/console/audit?${text}` : '/console/audit';
}

/** /console/audit: every console decision, newest first, for the admin (UU PDP: who touched health data). */
export function AuditList({ filters, entries, page, lastPage, total }: { filters: AuditFilters; entries: AuditEntry[]; page: number; lastPage: number; total: number }) {
  const { t } = useTranslation();
  return (
    <ConsoleListScreen
      title={t('consoleRx.audit.title')}
      intro={t('consoleRx.audit.intro')}
      count={t('consoleRx.audit.count', { count: total })}
      items={entries}
      row={(entry) => <AuditRow key={entry.id} entry={entry} />}
      empty={{ text: t('consoleRx.audit.empty') }}
      listClassName="space-y-2"
      page={page}
      lastPage={lastPage}
      hrefFor={(p) => filtersHref(filters, p)}
    >
      <Card as={Form} method="get" padding="sm" className="grid grid-cols-2 gap-3 lg:grid-cols-3" aria-label={t('consoleRx.audit.filters')}>
        <FilterChoice name="entity" label={t('consoleRx.audit.entity')} value={filters.entity} choices={AUDIT_ENTITIES} text={(e) => t(`consoleRx.audit.entities.${e}`)} />
        <FilterChoice name="action" label={t('consoleRx.audit.action')} value={filters.action} choices={AUDIT_ACTIONS} text={(a) => t(`consoleRx.audit.actions.${a.replace('.', '_') as 'order_transition'}`)} />
        <label className={`${FILTER_LABEL} col-span-2 lg:col-span-1`}>
          {t('consoleRx.audit.entityId')}
          <input name="entity_id" defaultValue={filters.entity_id} maxLength={64} className={inputClass(false, 'mt-1 py-1.5 font-mono')} />
        </label>
        <label className={`${FILTER_LABEL} col-span-2 lg:col-span-1`}>
          {t('consoleRx.audit.actor')}
          <input name="actor" defaultValue={filters.actor} maxLength={64} placeholder={t('consoleRx.audit.actorHint')} className={inputClass(false, 'mt-1 py-1.5 font-mono')} />
        </label>
        <label className={FILTER_LABEL}>
          {t('consoleRx.audit.from')}
          <input type="date" name="from" defaultValue={filters.from} className={inputClass(false, 'mt-1 py-1.5')} />
        </label>
        <label className={FILTER_LABEL}>
          {t('consoleRx.audit.to')}
          <input type="date" name="to" defaultValue={filters.to} className={inputClass(false, 'mt-1 py-1.5')} />
        </label>
        <div className="col-span-2 flex gap-2 lg:col-span-3">
          <Button type="submit" className="px-4 py-1.5">
            {t('consoleRx.audit.apply')}
          </Button>
          <LinkButton to="/console/audit" variant="ghost" className="px-4 py-1.5">
            {t('consoleRx.audit.reset')}
          </LinkButton>
        </div>
      </Card>
    </ConsoleListScreen>
  );
}

/** A filter picked from a fixed list, or any. */
function FilterChoice<V extends string>({ name, label, value, choices, text }: { name: string; label: string; value: V | ''; choices: readonly V[]; text: (choice: V) => string }) {
  const { t } = useTranslation();
  return (
    <label className={FILTER_LABEL}>
      {label}
      <select name={name} defaultValue={value} className={inputClass(false, 'mt-1 py-1.5')}>
        <option value="">{t('consoleRx.audit.any')}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {text(choice)}
          </option>
        ))}
      </select>
    </label>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const changes = auditChanges(entry.before, entry.after);
  // A status reads in the console's words; any other value as recorded.
  const statusKey = entry.entity === 'order' ? 'orderStatus' : 'prescriptions.status';
  const shown = (field: string, value: string | null) => (value === null ? '—' : field === 'status' ? t(`${statusKey}.${value}`, { defaultValue: value }) : value);
  const actionKey = `consoleRx.audit.actions.${entry.action.replace('.', '_')}`;
  const id = encodeURIComponent(entry.entity_id);
  const entityHref =
    entry.entity === 'prescription' ? `/console/prescriptions/${id}` : entry.entity === 'user' ? `/console/users/${id}` : `/console/audit?entity=${entry.entity}&entity_id=${id}`;
  return (
    <Card as="li" padding="sm" data-testid="audit-entry" data-action={entry.action}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="font-semibold">{t(actionKey, { defaultValue: entry.action })}</p>
        <Link to={entityHref} className="font-mono text-sm text-primary-strong hover:underline">
          {t(`consoleRx.audit.entities.${entry.entity}`)} {entry.entity_id}
        </Link>
        <time dateTime={entry.at} className="ml-auto text-xs text-muted">
          {formatDateTime(entry.at, locale)}
        </time>
      </div>
      <p className="mt-1 text-sm text-muted">
        {entry.actor.name ?? t('consoleRx.audit.deletedActor')} · {t(`console.role.${entry.actor.role}`)}
        {entry.actor.id && <span className="ml-1 font-mono text-xs">({entry.actor.id})</span>}
      </p>
      {changes.length > 0 && (
        <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-3">
          {changes.map((change) => (
            <div key={change.field} className="contents">
              <dt className="font-mono text-xs text-muted sm:text-sm">{change.field}</dt>
              <dd className="min-w-0 break-words">
                <span className="text-danger line-through decoration-1">{shown(change.field, change.before)}</span>
                <span aria-hidden="true" className="mx-1.5 text-muted">
                  →
                </span>
                <span className="sr-only"> {t('consoleRx.audit.becomes')} </span>
                <span className="font-semibold text-success">{shown(change.field, change.after)}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
