import type { VoucherView } from '@apotek/contract/vouchers';
import { useTranslation } from '~/i18n/translate';
import { Alert } from '~/components/ui/alert';
import { EmptyState } from '~/components/ui/empty-state';
import { LinkTabs } from '~/components/ui/tabs';
import { CollectButton } from './collect-button';
import { VoucherCard, VoucherList } from './voucher-card';
import { VoucherIcon } from './voucher-icon';
import { MY_VOUCHER_TABS, type MyVoucherTab } from './voucher-terms';

export interface MyVouchersProps {
  tab: MyVoucherTab;
  counts: Record<MyVoucherTab, number>;
  mine: VoucherView[];
  /** Running vouchers not saved yet; null when they could not be read. */
  offers: VoucherView[] | null;
}

/** /profile/voucher: "Voucher Saya" by availability (tabs that are addresses), then the vouchers on offer to save. */
export function MyVouchers({ tab, counts, mine, offers }: MyVouchersProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-8">
      <section aria-labelledby="my-vouchers" className="space-y-3">
        <div>
          {/* The page's title says "Voucher Saya" already; the section keeps its name for screen readers. */}
          <h2 id="my-vouchers" className="sr-only">
            {t('vouchers.mine')}
          </h2>
          <p className="text-sm text-muted">{t('vouchers.mineLead')}</p>
        </div>
        <LinkTabs
          label={t('vouchers.tabs.label')}
          bleed
          items={MY_VOUCHER_TABS.map((value) => ({
            href: value === 'usable' ? '/profile/voucher' : `/profile/voucher?tab=${value}`,
            current: value === tab,
            label: `${t(`vouchers.tabs.${value}`)} (${counts[value]})`,
          }))}
        />
        {mine.length === 0 ? (
          <EmptyState compact icon={VoucherIcon} text={t(`vouchers.empty.${tab}`)} data-testid="my-vouchers-empty" />
        ) : (
          <VoucherList vouchers={mine} label={t(`vouchers.tabs.${tab}`)} render={(voucher) => <VoucherCard voucher={voucher} status />} />
        )}
      </section>
      <section aria-labelledby="voucher-offers" className="space-y-3" data-testid="voucher-offers">
        <div>
          <h2 id="voucher-offers" className="text-lg font-bold text-ink">
            {t('vouchers.available')}
          </h2>
          <p className="text-sm text-muted">{t('vouchers.availableLead')}</p>
        </div>
        {offers === null ? (
          <Alert tone="error">{t('vouchers.loadFailed')}</Alert>
        ) : offers.length === 0 ? (
          <p className="text-sm text-muted">{t('vouchers.noneAvailable')}</p>
        ) : (
          <VoucherList vouchers={offers} label={t('vouchers.available')} render={(voucher) => <VoucherCard voucher={voucher} action={<CollectButton voucher={voucher} />} />} />
        )}
      </section>
    </div>
  );
}
