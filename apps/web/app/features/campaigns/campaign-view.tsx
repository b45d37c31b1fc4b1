import { useTranslation } from '~/i18n/translate';
import type { CampaignDetail } from '@apotek/contract/campaigns';
import { formatDate } from '@apotek/contract/format/date';
import { ProductGrid } from '~/components/catalog/product-card';
import { Breadcrumb } from '~/components/breadcrumb';
import { ClockIcon } from '~/components/ui/icons';
import { useLocale } from '~/lib/root-data';

/** A campaign's page: its banner, title and period, its text in paragraphs, then its products. */
export function CampaignView({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <article aria-labelledby="page-title" className="space-y-6" data-testid="campaign" data-campaign-id={campaign.id}>
      <Breadcrumb trail={[{ label: t('campaign.crumb') }, { label: campaign.title }]} />
      {campaign.banner && (
        <img
          src={campaign.banner.url}
          alt={campaign.banner.alt}
          width={1200}
          height={400}
          fetchPriority="high"
          className="aspect-[3/1] w-full rounded-2xl bg-primary-soft object-cover"
          data-testid="campaign-banner"
        />
      )}
      <header className="space-y-2">
        <h1 id="page-title" className="text-2xl font-bold text-ink md:text-3xl">
          {campaign.title}
        </h1>
        <p className="inline-flex items-center gap-1.5 rounded-full bg-secondary-soft px-3 py-1 text-sm font-medium text-secondary-strong" data-testid="campaign-period">
          <ClockIcon className="h-4 w-4" aria-hidden />
          {t('campaign.period', { from: formatDate(campaign.starts_at, locale), to: formatDate(campaign.ends_at, locale) })}
        </p>
      </header>
      <div className="max-w-3xl space-y-3 text-ink">
        {campaign.body
          .split(/\n{2,}/)
          .filter((p) => p.trim() !== '')
          .map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
      </div>
      <section aria-labelledby="campaign-products" className="space-y-3">
        <h2 id="campaign-products" className="text-lg font-bold text-ink">
          {t('campaign.products', { count: campaign.products.length })}
        </h2>
        {campaign.products.length === 0 ? <p className="text-sm text-muted">{t('campaign.noProducts')}</p> : <ProductGrid products={campaign.products} label={t('campaign.productsLabel')} />}
      </section>
    </article>
  );
}
