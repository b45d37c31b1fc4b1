import { useTranslation } from '~/i18n/translate';
import { ExternalIcon } from '~/components/ui/icons';
import { formatCoordinates, osmUrl } from './format';
import { Card } from '~/components/ui/card';

/**
 * Where the pharmacy is: its coordinates and a link to OpenStreetMap. No map tiles are embedded,
 * which keeps the page light and sends no visitor data to a third party until they choose to go there.
 */
export function MapPosition({ name, lat, lng }: { name: string; lat: number; lng: number }) {
  const { t } = useTranslation();
  return (
    <Card padding="none" className="overflow-hidden">
      <div aria-hidden="true" className="relative h-36 bg-[linear-gradient(90deg,#eef2f7_1px,transparent_1px),linear-gradient(#eef2f7_1px,transparent_1px)] bg-[size:24px_24px]">
        <svg viewBox="0 0 24 24" className="absolute left-1/2 top-1/2 h-10 w-10 -translate-x-1/2 -translate-y-full text-primary-strong">
          <path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7Z" fill="currentColor" />
          <circle cx="12" cy="9" r="2.6" fill="#fff" />
        </svg>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 p-4 text-sm">
        <p>
          <span className="text-muted">{t('pharmacy.map.coordinates')}: </span>
          <span data-testid="coordinates" className="font-mono">
            {formatCoordinates(lat, lng)}
          </span>
        </p>
        <a href={osmUrl(lat, lng)} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-semibold text-primary-strong underline">
          {t('pharmacy.map.open', { name })}
          <ExternalIcon className="h-3.5 w-3.5" />
          <span className="sr-only">({t('nav.opensNewTab')})</span>
        </a>
      </div>
    </Card>
  );
}
