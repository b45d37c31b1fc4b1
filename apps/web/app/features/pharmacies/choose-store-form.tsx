import { Form, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '~/components/ui/button';

/** Posts to /store, which keeps the choice in the `apotek_store` cookie and comes back here. */
export function ChooseStoreForm({ storeId, chosen, name, className = '' }: { storeId: number; chosen: boolean; name: string; className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (chosen) {
    return (
      <p className={`inline-flex items-center gap-1 rounded-lg bg-green-50 px-3 py-2 text-sm font-semibold text-success ${className}`} data-testid="chosen-store">
        ✓ {t('pharmacy.chosen')}
      </p>
    );
  }
  return (
    <Form method="post" action="/store" preventScrollReset className={className}>
      <input type="hidden" name="store_id" value={storeId} />
      <input type="hidden" name="redirect" value={location.pathname + location.search} />
      <button type="submit" className={buttonClass('outline', 'w-full sm:w-auto')} aria-label={t('pharmacy.chooseNamed', { name })}>
        {t('pharmacy.choose')}
      </button>
    </Form>
  );
}
