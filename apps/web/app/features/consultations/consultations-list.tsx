import type { Consultation } from '@apotek/contract/consultations';
import { useTranslation } from '~/i18n/translate';
import { LinkButton } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { StethoscopeIcon } from '~/components/ui/icons';
import { Pagination } from '~/components/ui/pagination';
import { LinkTabs } from '~/components/ui/tabs';
import { ConsultationCard } from './consultation-card';
import { CONSULTATION_TABS, tabHref, type ConsultationTab } from './consultation-tabs';

/** `/doctor/consultation`: the customer's consultations under four tabs (room_status), newest first, paged. */
export function ConsultationsList({ tab, consultations, page, lastPage }: { tab: ConsultationTab; consultations: Consultation[]; page: number; lastPage: number }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <LinkTabs label={t('consultations.tabsLabel')} bleed items={CONSULTATION_TABS.map((k) => ({ href: tabHref(k), label: t(`consultations.tabs.${k}`), current: k === tab }))} />
      {consultations.length === 0 ? (
        <EmptyState
          icon={StethoscopeIcon}
          title={t(`consultations.empty.${tab}`)}
          text={t('consultations.empty.text')}
          action={<LinkButton to="/doctor">{t('consultations.empty.action')}</LinkButton>}
          data-testid="consultations-empty"
        />
      ) : (
        <ul className="space-y-3" data-testid="consultation-list">
          {consultations.map((c) => (
            <ConsultationCard key={c.id} consultation={c} />
          ))}
        </ul>
      )}
      <Pagination page={page} lastPage={lastPage} hrefFor={(p) => tabHref(tab, p)} label={t('consultations.paging')} />
    </div>
  );
}
