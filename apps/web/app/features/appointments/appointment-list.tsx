import type { AppointmentGroup } from '@apotek/contract/appointment-vocabulary';
import type { Appointment } from '@apotek/contract/appointments';
import { useTranslation } from '~/i18n/translate';
import { LinkButton } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { ClockIcon } from '~/components/ui/icons';
import { Pagination } from '~/components/ui/pagination';
import { LinkTabs } from '~/components/ui/tabs';
import { AppointmentCard } from './appointment-card';
import { APPOINTMENT_TABS, tabHref } from './appointment-tabs';

/** The customer's appointments under a tab (SPEC §2 /doctor/appointment), newest slot first, upcoming soonest first. */
export function AppointmentList({ tab, appointments, page, lastPage }: { tab: AppointmentGroup; appointments: Appointment[]; page: number; lastPage: number }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="page-title" className="text-2xl font-bold text-ink">
            {t('pages.doctorAppointment.title')}
          </h1>
          <p className="mt-1 text-sm text-muted">{t('appointments.lead')}</p>
        </div>
        <LinkButton to="/doctor" variant="outline" className="py-2">
          {t('appointments.findDoctor')}
        </LinkButton>
      </header>
      <LinkTabs label={t('appointments.tabsLabel')} bleed items={APPOINTMENT_TABS.map((value) => ({ href: tabHref(value), label: t(`appointments.tabs.${value}`), current: value === tab }))} />
      {appointments.length === 0 ? (
        <EmptyState
          icon={ClockIcon}
          title={t(`appointments.empty.${tab}`)}
          text={t('appointments.empty.text')}
          action={
            <LinkButton to="/doctor" className="mt-1">
              {t('appointments.findDoctor')}
            </LinkButton>
          }
          data-testid="appointments-empty"
        />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" data-testid="appointment-list">
          {appointments.map((a) => (
            <AppointmentCard key={a.id} appointment={a} />
          ))}
        </ul>
      )}
      {lastPage > 1 && <Pagination page={page} lastPage={lastPage} hrefFor={(p) => tabHref(tab, p)} label={t('appointments.paging')} />}
    </section>
  );
}
