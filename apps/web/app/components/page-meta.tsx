import { useTranslation } from '~/i18n/translate';
import { HeadTags } from './head-tags';

/** The page's <title> and description, in <head> (HeadTags). */
export function PageMeta({ title, description, bare = false }: { title: string; description?: string; bare?: boolean }) {
  const { t } = useTranslation();
  return (
    <HeadTags>
      <title>{bare ? title : t('meta.titleTemplate', { title })}</title>
      <meta name="description" content={description ?? t('meta.pageDescription', { title })} />
    </HeadTags>
  );
}
