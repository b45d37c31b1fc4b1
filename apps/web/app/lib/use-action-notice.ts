import { useEffect } from 'react';
import { useTranslation } from '~/i18n/translate';
import { showSnackbar } from './snackbar-store';
import { useHydrated } from './use-hydrated';

export interface ActionNotice {
  /** A confirmation, already in the page's language. */
  success?: string;
  message?: string;
  unavailable?: boolean;
}

/**
 * A route action's outcome in the snackbar once the page runs scripts (failures too, with `errors`).
 * `inline` is true on a page rendered by the server after a plain form post, where no snackbar can
 * show: the form then shows the outcome itself.
 */
export function useActionNotice(result: ActionNotice | undefined, { errors = false } = {}): { inline: boolean } {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  useEffect(() => {
    if (!result) return;
    if (result.success) showSnackbar({ content: result.success, color: 'success' });
    else if (!errors) return;
    else if (result.unavailable) showSnackbar({ content: t('auth.errors.unavailable'), color: 'error' });
    else if (result.message) showSnackbar({ content: result.message, color: 'error' });
  }, [result, errors, t]);
  return { inline: !hydrated };
}
