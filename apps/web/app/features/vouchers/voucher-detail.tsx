import { Link } from 'react-router';
import type { VoucherView } from '@apotek/contract/vouchers';
import { useTranslation } from '~/i18n/translate';
import { Breadcrumb } from '~/components/breadcrumb';
import { LinkButton } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { CollectButton } from './collect-button';
import { CopyCode } from './copy-code';
import { VoucherStatus, VoucherTerms } from './voucher-card';
import { discountTerm } from './voucher-terms';

/** /profile/detail/voucher/{id}: what the voucher takes off, its code, its state for the customer, and its terms in full. */
export function VoucherDetail({ voucher }: { voucher: VoucherView }) {
  const { t } = useTranslation();
  const headline = discountTerm(voucher);
  const usable = voucher.availability === 'available';
  return (
    <article aria-labelledby="page-title" className="space-y-4" data-testid="voucher-detail" data-code={voucher.code}>
      <Breadcrumb trail={[{ label: t('pages.profileVoucher.title'), to: '/profile/voucher' }, { label: voucher.title }]} />
      <Card className="space-y-3" padding="roomy">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <p className={`text-sm font-bold ${voucher.target === 'shipping' ? 'text-secondary-strong' : 'text-primary-strong'}`}>{t(headline.key, headline.vars)}</p>
            <h1 id="page-title" className="text-2xl font-bold text-ink">
              {voucher.title}
            </h1>
          </div>
          <VoucherStatus availability={voucher.availability} />
        </div>
        <p className="text-ink">{voucher.description}</p>
        <div className="flex flex-wrap items-center gap-3">
          <CopyCode code={voucher.code} />
          <CollectButton voucher={voucher} />
        </div>
        {voucher.promotion && (
          <p className="text-sm text-muted">
            {t('vouchers.promotion')}{' '}
            <Link to={`/promo/${voucher.promotion.slug}`} className="font-semibold text-primary-strong hover:underline">
              {voucher.promotion.title}
            </Link>
          </p>
        )}
      </Card>
      <Card as="section" aria-labelledby="voucher-terms" className="space-y-3">
        <h2 id="voucher-terms" className="font-semibold">
          {t('vouchers.terms')}
        </h2>
        <VoucherTerms voucher={voucher} size="sm" />
        <p className="text-sm text-muted">{t('vouchers.howTo')}</p>
      </Card>
      <div className="flex flex-wrap gap-2">
        {usable && <LinkButton to="/cart">{t('vouchers.shop')}</LinkButton>}
        <LinkButton to="/profile/voucher" variant="outline">
          {t('vouchers.back')}
        </LinkButton>
      </div>
    </article>
  );
}
