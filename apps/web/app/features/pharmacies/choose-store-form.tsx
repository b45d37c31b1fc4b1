import { Form, useLocation } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { safeRedirect } from '@apotek/contract/rules/redirect';
import { buttonClass } from '~/components/ui/button';

/**
 * Where to go after choosing: the page named by `?return=` (a product page's "Ganti apotek"), when it is a
 * local path by the contract's redirect rule; else back here. /store checks it again.
 */
export function returnPath(location: { pathname: string; search: string }): string {
  const here = location.pathname + location.search;
  return safeRedirect(new URLSearchParams(location.search).get('return'), here);
}

/** Posts to /store, which keeps the choice in the `apotek_store` cookie and goes back (see returnPath). */
export function ChooseStoreForm({ storeId, chosen, name, className = '' }: { storeId: number; chosen: boolean; name: string; className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const back = returnPath(location);
  const returning = back !== location.pathname + location.search;
  if (chosen && !returning) {
    return (
      <p className={`inline-flex items-center gap-1 rounded-lg bg-green-50 px-3 py-2 text-sm font-semibold text-success ${className}`} data-testid="chosen-store">
        ✓ {t('pharmacy.chosen')}
      </p>
    );
  }
  return (
    <Form method="post" action="/store" preventScrollReset className={className}>
      <input type="hidden" name="store_id" value={storeId} />
      <input type="hidden" name="redirect" value={back} />
      <button type="submit" className={buttonClass('outline', 'w-full sm:w-auto')} aria-label={t('pharmacy.chooseNamed', { name })}>
        {t('pharmacy.choose')}
      </button>
    </Form>
  );
}
