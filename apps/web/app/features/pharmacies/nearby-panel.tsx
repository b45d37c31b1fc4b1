import { useTranslation } from '~/i18n/translate';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import type { NearbyState } from './use-nearby';
import { Card } from '~/components/ui/card';

/** The "use my location" control and what happened when it was pressed. */
export function NearbyPanel({ state, onLocate, onReset }: { state: NearbyState; onLocate: () => void; onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold">{t('pharmacy.nearby.title')}</p>
        <p className="text-sm text-muted">{t('pharmacy.nearby.body')}</p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {state.status === 'ready' && (
          <Button variant="ghost" onClick={onReset}>
            {t('pharmacy.nearby.showAll')}
          </Button>
        )}
        <Button onClick={onLocate} disabled={state.status === 'locating'} aria-busy={state.status === 'locating'}>
          {state.status === 'locating' ? t('pharmacy.nearby.locating') : t('pharmacy.nearby.useLocation')}
        </Button>
      </div>
      {(state.status === 'denied' || state.status === 'unsupported' || state.status === 'failed') && (
        <div className="sm:basis-full">
          <Alert tone={state.status === 'failed' ? 'error' : 'warning'}>{t(`pharmacy.nearby.${state.status}`)}</Alert>
        </div>
      )}
    </Card>
  );
}
