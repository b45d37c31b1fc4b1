import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { showSnackbar } from '~/lib/snackbar-store';
import type { ConsultActionResult, ConsultIntent } from './consult-intents';
import { refreshWaitingCount } from './waiting-count';

/**
 * A fetcher for one of the consultation page's writes: a success says so in the snackbar (and the page's
 * data is read again by the fetcher), a refusal shows the API's words there, as every console failure does.
 */
export function useConsultAction(intent: ConsultIntent, onDone?: (result: ConsultActionResult) => void) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ConsultActionResult>({ key: `consult-${intent}` });
  const handled = useRef<ConsultActionResult | undefined>(fetcher.data);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      showSnackbar({ content: t(`consoleConsult.done.${intent}`, { id: result.prescriptionId ?? '' }), color: 'success' });
      refreshWaitingCount();
      done.current?.(result);
      return;
    }
    const firstError = result.errors ? Object.values(result.errors).flat()[0] : undefined;
    showSnackbar({ content: result.unavailable ? t('consoleConsult.errors.unavailable') : (result.message ?? firstError ?? t('consoleConsult.errors.unavailable')), color: 'error' });
  }, [fetcher.data, fetcher.state, intent, t]);
  return fetcher;
}
