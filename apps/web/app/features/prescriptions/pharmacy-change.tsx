import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { showSnackbar } from '~/lib/snackbar-store';
import { useHydrated } from '~/lib/use-hydrated';
import { PharmacySelect } from './pharmacy-select';
import type { RxActionResult } from './prescription-intents';
import type { RxDetail } from './prescription-view';

/**
 * "Ganti apotek" on an e-prescription: the same picker as the upload form, behind a disclosure (a
 * <details>, so it opens without JavaScript). The API refuses once something of it is bought or held.
 */
export function PharmacyChange({ rx, posted }: { rx: RxDetail & { pharmacy_change: NonNullable<RxDetail['pharmacy_change']> }; posted?: RxActionResult }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<RxActionResult>();
  const hydrated = useHydrated();
  const result = fetcher.data ?? posted;
  const busy = fetcher.state !== 'idle';
  const disclosure = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.success) {
      showSnackbar({ content: fetcher.data.success, color: 'success' });
      // Done: the card above already names the new pharmacy.
      if (disclosure.current) disclosure.current.open = false;
    } else if (!fetcher.data.errors?.pharmacy_id) {
      showSnackbar({ content: fetcher.data.unavailable ? t('prescriptions.errors.unavailable') : (fetcher.data.message ?? t('prescriptions.errors.unavailable')), color: 'error' });
    }
  }, [fetcher.data, t]);
  const failed = result && !result.success;
  return (
    <>
      {!hydrated && result?.success && <Alert tone="success">{result.success}</Alert>}
      <details ref={disclosure} className="group rounded-lg border border-gray-200" open={Boolean(failed) || undefined} data-testid="rx-pharmacy-change">
        <summary className="cursor-pointer list-none px-3 py-2 text-sm font-semibold text-primary-strong hover:underline">{t('prescriptions.detail.changePharmacy')}</summary>
        <fetcher.Form method="post" className="space-y-2 border-t border-gray-100 p-3">
          <input type="hidden" name="intent" value="pharmacy" />
          {failed && !hydrated && !result.errors?.pharmacy_id && <Alert tone="error">{result.unavailable ? t('prescriptions.errors.unavailable') : result.message}</Alert>}
          <Field label={t('prescriptions.upload.pharmacy')} hint={t('prescriptions.detail.changePharmacyHint')} errors={result?.errors?.pharmacy_id}>
            {(control) => (
              <PharmacySelect
                control={control}
                pharmacies={rx.pharmacy_change.choices}
                placeholder={t('prescriptions.upload.choosePharmacy')}
                name="pharmacy_id"
                required
                defaultValue={rx.pharmacy.id}
                data-testid="rx-pharmacy-select"
              />
            )}
          </Field>
          <Button type="submit" variant="outline" disabled={busy} className="px-4 py-1.5" data-testid="rx-pharmacy-submit">
            {busy ? t('prescriptions.detail.sending') : t('prescriptions.detail.changePharmacySubmit')}
          </Button>
        </fetcher.Form>
      </details>
    </>
  );
}
