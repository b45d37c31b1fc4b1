import { useMemo } from 'react';
import { type RightsKey, useRightsTranslation } from './rights-t';
import { useActionNotice } from '~/lib/use-action-notice';
import type { PrivacyActionResult, PrivacyIntent } from './result';

const DONE: Record<PrivacyIntent, RightsKey> = {
  export: 'rights.export.done',
  withdraw: 'rights.consents.done',
  delete: 'rights.deletion.done',
  'cancel-delete': 'rights.deletion.cancelDone',
};

/** A privacy action's outcome in the snackbar (or inline before hydration), worded by the page. */
export function usePrivacyNotice(result: PrivacyActionResult | undefined) {
  const { r } = useRightsTranslation();
  const notice = useMemo(() => (result ? { ...result, success: result.ok ? r(DONE[result.intent]) : undefined } : undefined), [result, r]);
  const { inline } = useActionNotice(notice, { errors: true });
  return { notice, inline };
}
