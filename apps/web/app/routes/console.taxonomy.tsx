import { useActionData } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { loadTaxonomy, taxonomyAction } from '~/console/catalog/catalog.server';
import { TaxonomyScreen, type TaxonomyResult } from '~/console/catalog/taxonomy-screen';
import type { Route } from './+types/console.taxonomy';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadTaxonomy(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return taxonomyAction(request, context);
}

/** Issue 15: categories, sub-categories, segments and brands (docs/decisions/039-console-catalogue.md). */
export default function ConsoleTaxonomyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = useActionData<TaxonomyResult>();
  return (
    <>
      <PageMeta title={t('consoleCatalog.taxonomy.title')} />
      <TaxonomyScreen {...loaderData} result={result} />
    </>
  );
}
