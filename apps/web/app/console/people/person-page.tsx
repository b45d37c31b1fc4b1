import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { ROLES, formatRupiah, type PersonDetail } from '@apotek/contract';
import { formatDate, formatDateTime } from '@apotek/contract/format/date';
import { useTranslation } from '~/i18n/translate';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Field, inputClass } from '~/components/ui/field';
import { useLocale } from '~/lib/root-data';
import { BLOCK_REASON_MAX, BLOCK_REASON_MIN, type PersonActionResult } from './people-form';
import { statusTone } from './person-status';

/**
 * /console/users/{id}: the account whole (contact details unmasked only here), its latest orders, and the
 * admin's decisions on it: the role, block with a reason, unblock. Each decision lands in the audit log.
 */
export function PersonPage({ person, self, result }: { person: PersonDetail; self: boolean; result: PersonActionResult | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <p className="text-sm">
        <Link to="/console/users" className="text-primary-strong underline">
          {t('consolePeople.back')}
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <h1 id="page-title" className="text-2xl font-bold">
          {person.name}
        </h1>
        <Badge tone="neutral">{t(`console.role.${person.role}`)}</Badge>
        <Badge tone={statusTone(person.status)}>{t(`consolePeople.statuses.${person.status}`)}</Badge>
      </div>
      {result?.ok && result.message && <Alert tone="success">{result.message}</Alert>}
      {result && !result.ok && !result.values?.reason && (result.message || result.unavailable) && <Alert tone="error">{result.unavailable ? t('consolePeople.unavailable') : result.message}</Alert>}
      <Card padding="sm">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <Item label={t('consolePeople.id')} value={<span className="font-mono">{person.id}</span>} />
          <Item label={t('consolePeople.email')} value={person.email} />
          <Item label={t('consolePeople.phone')} value={person.phone} />
          <Item label={t('consolePeople.joinedLabel')} value={formatDate(person.created_at, locale)} />
          <Item label={t('consolePeople.verified')} value={person.verified_at ? formatDate(person.verified_at, locale) : '—'} />
          {person.blocked_at && <Item label={t('consolePeople.blockedSince')} value={`${formatDateTime(person.blocked_at, locale)} · ${person.blocked_reason ?? ''}`} />}
        </dl>
      </Card>
      {self ? (
        <Alert tone="info">{t('consolePeople.self')}</Alert>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <RoleForm person={person} result={result?.intent === 'role' ? result : undefined} />
          <BlockForm person={person} result={result?.intent === 'block' || result?.intent === 'unblock' ? result : undefined} />
        </div>
      )}
      <Card padding="sm">
        <h2 className="font-semibold">{t('consolePeople.orders', { count: person.orders.count })}</h2>
        {person.orders.recent.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{t('consolePeople.noOrders')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-gray-100 text-sm">
            {person.orders.recent.map((order) => (
              <li key={order.id} className="flex flex-wrap gap-x-3 py-2">
                <Link to={`/console/audit?entity=order&entity_id=${encodeURIComponent(order.id)}`} className="font-mono text-primary-strong underline">
                  {order.id}
                </Link>
                <span>{t(`orderStatus.${order.status}`, { defaultValue: order.status })}</span>
                <span className="ml-auto">{formatRupiah(order.total)}</span>
                <span className="basis-full text-xs text-muted">{formatDateTime(order.created_at, locale)}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}

function Item({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-muted">{label}</dt>
      <dd className="break-words">{value}</dd>
    </div>
  );
}

function RoleForm({ person, result }: { person: PersonDetail; result: PersonActionResult | undefined }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  return (
    <Card as={Form} method="post" padding="sm" className="space-y-3" aria-labelledby="role-title">
      <h2 id="role-title" className="font-semibold">
        {t('consolePeople.roleTitle')}
      </h2>
      <p className="text-sm text-muted">{t('consolePeople.roleIntro')}</p>
      <input type="hidden" name="intent" value="role" />
      <Field label={t('consolePeople.role')} errors={result?.errors?.role}>
        {(control) => (
          <select {...control} name="role" defaultValue={person.role} className={inputClass(Boolean(result?.errors?.role))}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`console.role.${role}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button type="submit" disabled={busy} data-testid="person-role-save">
        {t('consolePeople.roleSave')}
      </Button>
    </Card>
  );
}

function BlockForm({ person, result }: { person: PersonDetail; result: PersonActionResult | undefined }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const [reason, setReason] = useState(result?.values?.reason ?? '');
  const reasonError = result?.problem === 'reasonShort' ? t('consolePeople.reasonShort', { min: BLOCK_REASON_MIN }) : (result?.errors?.reason?.[0] ?? (result && !result.ok && result.values?.reason ? result.message : undefined));
  if (person.blocked_at) {
    return (
      <Card as={Form} method="post" padding="sm" className="space-y-3" aria-labelledby="block-title">
        <h2 id="block-title" className="font-semibold">
          {t('consolePeople.unblockTitle')}
        </h2>
        <p className="text-sm text-muted">{t('consolePeople.unblockIntro')}</p>
        <input type="hidden" name="intent" value="unblock" />
        <Button type="submit" variant="outline" disabled={busy} data-testid="person-unblock">
          {t('consolePeople.unblock')}
        </Button>
      </Card>
    );
  }
  return (
    <Card as={Form} method="post" padding="sm" className="space-y-3" aria-labelledby="block-title">
      <h2 id="block-title" className="font-semibold">
        {t('consolePeople.blockTitle')}
      </h2>
      <p className="text-sm text-muted">{t('consolePeople.blockIntro')}</p>
      <input type="hidden" name="intent" value="block" />
      <Field label={t('consolePeople.reason')} errors={reasonError ? [reasonError] : undefined}>
        {(control) => (
          <textarea
            {...control}
            name="reason"
            rows={2}
            required
            minLength={BLOCK_REASON_MIN}
            maxLength={BLOCK_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            className={inputClass(Boolean(reasonError))}
          />
        )}
      </Field>
      <Button type="submit" variant="outline" className="border-danger text-danger hover:bg-red-50" disabled={busy} data-testid="person-block">
        {t('consolePeople.block')}
      </Button>
    </Card>
  );
}
