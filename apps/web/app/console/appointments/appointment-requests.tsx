import { useEffect, useRef } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import type { Appointment } from '@apotek/contract/appointments';
import { formatRupiah } from '@apotek/contract/format/money';
import { formatDateTime } from '@apotek/contract/format/date';
import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { LinkTabs } from '~/components/ui/tabs';
import { useLocale } from '~/lib/root-data';
import { showSnackbar } from '~/lib/snackbar-store';
import { ConsoleListScreen } from '../console-list-screen';
import { APPOINTMENT_TABS, type AppointmentActionResult, type AppointmentRequestsData, type AppointmentTab } from './appointment-tabs';

const tabHref = (tab: AppointmentTab, page = 1) => `/console/appointments?tab=${tab}${page > 1 ? `&page=${page}` : ''}`;

/**
 * /console/appointments: the doctor's appointment requests (paid, waiting for an answer) to approve or
 * reject with a reason, the approved ones ahead, and the past ones. A write says how it went in the
 * snackbar, the API's own words when it refuses.
 */
export function AppointmentRequests({ data }: { data: AppointmentRequestsData }) {
  const { t } = useTranslation();
  const result = useActionData<AppointmentActionResult>();
  const handled = useRef<AppointmentActionResult | undefined>(undefined);
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    if (result.ok) showSnackbar({ content: t(`consoleAppt.done.${result.intent}`, { id: result.id }), color: 'success' });
    else showSnackbar({ content: result.unavailable ? t('consoleAppt.unavailable') : (result.message ?? Object.values(result.errors ?? {}).flat()[0] ?? t('consoleAppt.unavailable')), color: 'error' });
  }, [result, t]);
  return (
    <>
      <PageMeta title={t('consoleAppt.title')} />
      <ConsoleListScreen
        title={t('consoleAppt.title')}
        intro={t('consoleAppt.intro')}
        count={t('consoleAppt.count', { count: data.total })}
        items={data.appointments}
        row={(a) => <AppointmentRow key={a.id} appointment={a} />}
        empty={{ text: t(`consoleAppt.empty.${data.tab}`) }}
        page={data.page}
        lastPage={data.lastPage}
        hrefFor={(page) => tabHref(data.tab, page)}
      >
        <LinkTabs label={t('consoleAppt.tabs')} items={APPOINTMENT_TABS.map((tab) => ({ href: tabHref(tab), current: tab === data.tab, label: t(`consoleAppt.tab.${tab}`) }))} />
      </ConsoleListScreen>
    </>
  );
}

function AppointmentRow({ appointment: a }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('id') === a.id;
  return (
    <li>
      <Card padding="md" className="space-y-2" data-testid="appointment-request" data-id={a.id} data-status={a.status}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <p className="font-semibold">{formatDateTime(a.starts_at, locale)}</p>
            <p className="text-sm text-muted" data-testid="appointment-patient">
              {t('consoleAppt.patient', { name: a.patient.name, age: a.patient.age })}
            </p>
          </div>
          <Badge tone={a.status === 'requested' ? 'warning' : a.status === 'approved' ? 'success' : 'neutral'}>{a.status_label}</Badge>
        </div>
        <p className="text-sm">{a.complaint}</p>
        <p className="text-xs text-muted">
          {a.id} · {formatRupiah(a.fee)}
          {a.cancel_reason ? ` · ${t('consoleAppt.reason', { reason: a.cancel_reason })}` : ''}
        </p>
        {(a.can.approve || a.can.reject) && (
          <div className="flex flex-wrap items-end gap-3 pt-1">
            {a.can.approve && (
              <Form method="post">
                <input type="hidden" name="intent" value="approve" />
                <input type="hidden" name="id" value={a.id} />
                <Button type="submit" disabled={busy} data-testid="appointment-approve">
                  {t('consoleAppt.approve')}
                </Button>
              </Form>
            )}
            {a.can.reject && (
              <Form method="post" className="flex flex-1 flex-wrap items-end gap-2">
                <input type="hidden" name="intent" value="reject" />
                <input type="hidden" name="id" value={a.id} />
                <label className="min-w-48 flex-1 text-sm">
                  <span className="mb-1 block text-xs text-muted">{t('consoleAppt.rejectReason')}</span>
                  <input name="reason" required maxLength={500} className="w-full rounded-lg border border-gray-300 px-3 py-2 text-sm" data-testid="appointment-reject-reason" />
                </label>
                <Button type="submit" variant="secondary" disabled={busy} data-testid="appointment-reject">
                  {t('consoleAppt.reject')}
                </Button>
              </Form>
            )}
          </div>
        )}
      </Card>
    </li>
  );
}
