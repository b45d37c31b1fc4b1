import type { ReactNode } from 'react';
import type { PromoDetail } from '@apotek/contract/promotions';
import type { VoucherView } from '@apotek/contract/vouchers';
import { useTranslation } from '~/i18n/translate';
import { ProductGrid } from '~/components/catalog/product-card';
import { Breadcrumb } from '~/components/breadcrumb';
import { PromoPeriod } from './promo-period';

/** A promotion's page: banner, title and period, its text, its vouchers (to save; drawn by the page) and its products. */
export function PromoView({ promo, renderVouchers }: { promo: PromoDetail; renderVouchers: (vouchers: VoucherView[], label: string) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <article aria-labelledby="page-title" className="space-y-6" data-testid="promo" data-slug={promo.slug}>
      <Breadcrumb trail={[{ label: t('pages.promo.title'), to: '/promo' }, { label: promo.title }]} />
      {promo.banner && (
        <img
          src={promo.banner.url}
          alt={promo.banner.alt}
          width={1200}
          height={400}
          fetchPriority="high"
          className="aspect-[3/1] w-full rounded-2xl bg-primary-soft object-cover"
          data-testid="promo-banner"
        />
      )}
      <header className="space-y-2">
        <h1 id="page-title" className="text-2xl font-bold text-ink md:text-3xl">
          {promo.title}
        </h1>
        <PromoPeriod from={promo.valid_from} to={promo.valid_to} />
      </header>
      <div className="max-w-3xl space-y-3 text-ink">
        {promo.body
          .split(/\n{2,}/)
          .filter((p) => p.trim() !== '')
          .map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        <p className="text-sm text-muted">{t('promo.bpom')}</p>
      </div>
      <section aria-labelledby="promo-vouchers" className="space-y-3">
        <h2 id="promo-vouchers" className="text-lg font-bold text-ink">
          {t('promo.vouchersTitle')}
        </h2>
        {promo.vouchers.length === 0 ? (
          <p className="text-sm text-muted">{t('promo.noVouchers')}</p>
        ) : (
          renderVouchers(promo.vouchers, t('promo.vouchersTitle'))
        )}
      </section>
      <section aria-labelledby="promo-products" className="space-y-3">
        <h2 id="promo-products" className="text-lg font-bold text-ink">
          {t('promo.productsTitle', { count: promo.products.length })}
        </h2>
        {promo.products.length === 0 ? <p className="text-sm text-muted">{t('promo.noProducts')}</p> : <ProductGrid products={promo.products} label={t('promo.productsLabel')} />}
      </section>
    </article>
  );
}
