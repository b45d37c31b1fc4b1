import { useTranslation } from 'react-i18next';

/** The page's <title> and description; React 19 lifts both into <head>, on the server too. */
export function PageMeta({ title, description, bare = false }: { title: string; description?: string; bare?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{bare ? title : t('meta.titleTemplate', { title })}</title>
      <meta name="description" content={description ?? t('meta.pageDescription', { title })} />
    </>
  );
}
