import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { VoucherAvailability, VoucherView } from '@apotek/contract/vouchers';
import { useTranslation } from '~/i18n/translate';
import { Badge, type BadgeTone } from '~/components/ui/badge';
import { cardClass } from '~/components/ui/card';
import { useLocale, useSessionUser } from '~/lib/root-data';
import { CopyCode } from './copy-code';
import { discountTerm, voucherTerms } from './voucher-terms';

const STATUS_TONE: Record<VoucherAvailability, BadgeTone> = {
  available: 'success',
  upcoming: 'info',
  expired: 'neutral',
  sold_out: 'warning',
  used_up: 'neutral',
};

export function VoucherStatus({ availability }: { availability: VoucherAvailability }) {
  const { t } = useTranslation();
  return (
    <Badge tone={STATUS_TONE[availability]} data-testid="voucher-status">
      {t(`vouchers.status.${availability}`)}
    </Badge>
  );
}

/** A voucher's rules in words (voucher-terms.ts), as a list. */
export function VoucherTerms({ voucher, size = 'xs' }: { voucher: VoucherView; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul className={`list-disc space-y-0.5 pl-4 text-muted ${size === 'sm' ? 'text-sm' : 'text-xs'}`} data-testid="voucher-terms">
      {voucherTerms(voucher, locale)
        .slice(1)
        .map((term) => (
          <li key={term.key}>{t(term.key, term.vars)}</li>
        ))}
    </ul>
  );
}

/**
 * A voucher as a ticket: what it takes off in the stub, then its title, code, rules and what can be done
 * with it (`action`: save it, say it is saved). The title opens its detail page.
 */
export function VoucherCard({ voucher, action, status = false }: { voucher: VoucherView; action?: ReactNode; status?: boolean }) {
  const { t } = useTranslation();
  // The detail page is in the profile: a guest reads the whole terms on the card.
  const user = useSessionUser();
  const headline = discountTerm(voucher);
  const faded = voucher.availability !== 'available' && voucher.availability !== 'upcoming';
  return (
    <article className={cardClass({ padding: 'none' }, `flex h-full overflow-hidden ${faded ? 'opacity-75' : ''}`)} data-testid="voucher-card" data-code={voucher.code} aria-labelledby={`voucher-${voucher.id}`}>
      <div className={`flex w-24 shrink-0 items-center justify-center border-r-2 border-dashed border-white p-2 text-center text-sm leading-tight font-bold text-white sm:w-28 ${faded ? 'bg-gray-400' : voucher.target === 'shipping' ? 'bg-secondary-strong' : 'bg-primary-strong'}`}>
        {t(headline.key, headline.vars)}
      </div>
      <div className="min-w-0 flex-1 space-y-2 p-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={`voucher-${voucher.id}`} className="min-w-0 font-semibold text-ink">
            {user ? (
              <Link to={`/profile/detail/voucher/${voucher.id}`} className="hover:underline">
                {voucher.title}
              </Link>
            ) : (
              voucher.title
            )}
          </h3>
          {status && <VoucherStatus availability={voucher.availability} />}
        </div>
        <VoucherTerms voucher={voucher} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CopyCode code={voucher.code} />
          <div className="flex items-center gap-2">
            {user && (
              <Link to={`/profile/detail/voucher/${voucher.id}`} aria-label={t('vouchers.detailOf', { code: voucher.code })} className="text-xs font-semibold text-primary-strong hover:underline">
                {t('vouchers.detail')}
              </Link>
            )}
            {action}
          </div>
        </div>
      </div>
    </article>
  );
}

/** Vouchers in a grid: one column on phones, two from 768 px. */
export function VoucherList({ vouchers, label, render }: { vouchers: VoucherView[]; label: string; render: (voucher: VoucherView) => ReactNode }) {
  return (
    <ul aria-label={label} className="grid gap-3 md:grid-cols-2" data-testid="voucher-list">
      {vouchers.map((voucher) => (
        <li key={voucher.id}>{render(voucher)}</li>
      ))}
    </ul>
  );
}
