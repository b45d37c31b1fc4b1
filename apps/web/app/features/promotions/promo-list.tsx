import { Link } from 'react-router';
import type { Page } from '@apotek/contract/envelope';
import type { PromoSummary } from '@apotek/contract/promotions';
import { useTranslation } from '~/i18n/translate';
import { LinkButton } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { ClockIcon } from '~/components/ui/icons';
import { Pagination } from '~/components/ui/pagination';
import { PromoPeriod } from './promo-period';

/** One running promotion: its banner, title, summary, period and what it holds; the whole card opens it. */
function PromoCard({ promo, eager }: { promo: PromoSummary; eager: boolean }) {
  const { t } = useTranslation();
  return (
    <article className={cardClass({ padding: 'none', interactive: true }, 'relative flex h-full flex-col overflow-hidden')} data-testid="promo-card" data-slug={promo.slug}>
      {promo.banner ? (
        <img
          src={promo.banner.url}
          alt=""
          width={1200}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          className="aspect-[3/1] w-full bg-primary-soft object-cover"
        />
      ) : (
        <div className="aspect-[3/1] w-full bg-gradient-to-r from-primary-soft to-secondary-soft" aria-hidden />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg font-bold text-ink">
          {/* The link's area covers the card (after:inset-0): one link per card, named by the title. */}
          <Link to={`/promo/${promo.slug}`} className="after:absolute after:inset-0 hover:underline">
            {promo.title}
          </Link>
        </h2>
        <p className="text-sm text-muted">{promo.summary}</p>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          <PromoPeriod from={promo.valid_from} to={promo.valid_to} />
        </div>
        <p className="text-xs font-medium text-ink" data-testid="promo-counts">
          {t('promo.vouchers', { count: promo.voucher_count })} · {t('promo.products', { count: promo.product_count })}
        </p>
      </div>
    </article>
  );
}

/** /promo: the running promotions, newest first, a page at a time (links, so paging works without scripts). */
export function PromoList({ list }: { list: Page<PromoSummary> }) {
  const { t } = useTranslation();
  if (list.data.length === 0) {
    return (
      <EmptyState
        data-testid="promo-empty"
        icon={ClockIcon}
        iconTone="secondary"
        title={t('promo.emptyTitle')}
        text={t('promo.emptyText')}
        action={
          <LinkButton to="/product" variant="outline">
            {t('promo.emptyAction')}
          </LinkButton>
        }
      />
    );
  }
  return (
    <>
      <ul aria-label={t('promo.listLabel')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="promo-list">
        {list.data.map((promo, i) => (
          <li key={promo.id}>
            <PromoCard promo={promo} eager={i < 2} />
          </li>
        ))}
      </ul>
      <Pagination page={list.page} lastPage={list.lastPage} hrefFor={(page) => (page === 1 ? '/promo' : `/promo?page=${page}`)} />
    </>
  );
}
