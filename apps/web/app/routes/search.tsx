import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PendingPage } from '~/components/pending-page';

export default function SearchPage() {
  const { t } = useTranslation();
  const q = useSearchParams()[0].get('q')?.trim() ?? '';
  return <PendingPage page="search">{q && <p className="mt-2 text-muted">{t('search.keyword', { q })}</p>}</PendingPage>;
}
