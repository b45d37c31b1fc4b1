import { useTranslation } from '~/i18n/translate';
import { HeadTags } from '~/components/head-tags';
import { PageMeta } from '~/components/page-meta';
import { PageHeader } from '~/components/page-header';
import { CatalogView } from '~/features/catalog/catalog-view';
import { loadCatalog } from '~/features/catalog/catalog.server';
import { SearchSummary } from '~/features/search/search-summary';
import type { Route } from './+types/search';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCatalog(request, context);
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const q = loaderData.filters.q;
  const title = q ? t('search.titleFor', { q }) : t('pages.search.title');
  return (
    <>
      <PageMeta title={title} description={t('search.metaDescription')} />
      {/* Result pages of free text are not worth indexing; the product pages are. */}
      <HeadTags>
        <meta name="robots" content="noindex, follow" />
      </HeadTags>
      <CatalogView
        data={loaderData}
        path="/search"
        header={
          <PageHeader title={t('pages.search.title')}>
            <SearchSummary q={q} corrected={loaderData.correctedQuery} />
          </PageHeader>
        }
      />
    </>
  );
}
