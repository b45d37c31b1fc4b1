import { Form, useNavigation } from 'react-router';
import { HEALTH_CONSENT_VERSION } from '@apotek/contract/health-tracker-rules';
import { ConsentCheck } from '~/components/form-steps';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { useHealthT } from './health-i18n';

/**
 * The explicit consent asked before the first entry (UU PDP 27/2022: health data is specific personal
 * data): what is processed, who sees it, the rights; a ticked box, recorded with its version.
 */
export function ConsentCard({ tracker, missing, message, withdrawnAt }: { tracker: string; missing: boolean; message?: string | undefined; withdrawnAt: string | null }) {
  const t = useHealthT();
  const busy = useNavigation().formData?.get('intent') === 'consent';
  return (
    <Card as="section" padding="roomy" tone="accent" aria-labelledby="health-consent-title" className="space-y-3" data-testid="health-consent">
      <h2 id="health-consent-title" className="text-lg font-bold">
        {t('health.consent.title')}
      </h2>
      {message && <Alert tone="warning">{message}</Alert>}
      {withdrawnAt && <p className="text-sm text-muted">{withdrawnAt}</p>}
      <p className="text-sm">{t('health.consent.lead')}</p>
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted">
        <li>{t('health.consent.point1')}</li>
        <li>{t('health.consent.point2')}</li>
        <li>{t('health.consent.point3')}</li>
      </ul>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="consent" />
        <input type="hidden" name="tracker" value={tracker} />
        <ConsentCheck label={t('health.consent.check', { version: HEALTH_CONSENT_VERSION })} defaultChecked={false} error={missing ? t('health.consent.missing') : undefined} />
        <Button type="submit" disabled={busy} className="w-full py-3 sm:w-auto sm:px-8" data-testid="health-consent-submit">
          {t('health.consent.submit')}
        </Button>
      </Form>
    </Card>
  );
}
