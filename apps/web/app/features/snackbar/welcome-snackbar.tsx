import { useEffect } from 'react';
import { useTranslation } from '~/i18n/translate';
import { useRootData } from '~/lib/root-data';
import { showSnackbar } from '~/lib/snackbar-store';

/** Long enough to read a greeting with a name in it. */
const WELCOME_MS = 10_000;

/** Greets a new customer on the first page after sign-up (the root loader says when, once). */
export function WelcomeSnackbar() {
  const { t } = useTranslation();
  const root = useRootData();
  const name = root?.welcome ? root.user?.Cust_Name : undefined;
  useEffect(() => {
    if (name) showSnackbar({ content: t('auth.welcome', { name }), color: 'success', timeout: WELCOME_MS });
  }, [name, t]);
  return null;
}
