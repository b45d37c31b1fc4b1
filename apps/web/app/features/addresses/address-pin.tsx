import { Component, lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from '~/i18n/translate';
import { Button } from '~/components/ui/button';
import { useHydrated } from '~/lib/use-hydrated';
import { type FormPinSource, parseCoordinate, type Pin, regionPoint, roundPin } from './pin';
import { Card } from '~/components/ui/card';
import { Skeleton } from '~/components/ui/skeleton';

export type { Pin } from './pin';

// Leaflet needs a window and weighs ~40 KB gzip: only this form's page loads it, and only in the browser.
const PinMap = lazy(() => import('./pin-map.client'));

type PinStatus = 'idle' | 'locating' | 'denied' | 'unsupported';

/** A map that failed to load leaves the typed coordinates, which do everything it does. */
class MapBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface AddressPinProps {
  value: Pin | null;
  /** The chosen province: without a pin the map opens where the server would derive one. */
  provinceCode: string;
  onChange: (pin: Pin | null, source: FormPinSource) => void;
}

/**
 * The address's pin: dragged or tapped on the map, typed, or taken from the browser when the buyer asks.
 * Without one the server derives a point from the region, enough for regular couriers; instant and same
 * day price by the exact distance and need this one (docs/decisions/009-delivery-pins.md).
 */
export function AddressPin({ value, provinceCode, onChange }: AddressPinProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [status, setStatus] = useState<PinStatus>('idle');
  const [mapTrouble, setMapTrouble] = useState(false);
  const point = value ?? regionPoint(provinceCode);
  const [draft, setDraft] = useState({ lat: value ? String(value.lat) : '', lng: value ? String(value.lng) : '' });
  // The typed text follows a pin set elsewhere (map, browser, clear) unless it already says the same.
  const [shown, setShown] = useState<Pin | null>(value);
  if (shown !== value) {
    setShown(value);
    const same = value && parseCoordinate(draft.lat, 90) === value.lat && parseCoordinate(draft.lng, 180) === value.lng;
    if (!same) setDraft({ lat: value ? String(value.lat) : '', lng: value ? String(value.lng) : '' });
  }

  function type(field: 'lat' | 'lng', text: string) {
    const next = { ...draft, [field]: text };
    setDraft(next);
    const lat = parseCoordinate(next.lat, 90);
    const lng = parseCoordinate(next.lng, 180);
    if (lat !== null && lng !== null) onChange({ lat, lng }, 'customer');
    else if (next.lat.trim() === '' && next.lng.trim() === '') onChange(null, 'customer');
  }

  function locate() {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return setStatus('unsupported');
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setStatus('idle');
        onChange(roundPin({ lat: pos.coords.latitude, lng: pos.coords.longitude }), 'browser');
      },
      () => setStatus('denied'),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  }

  const inputClass = 'w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/25';
  return (
    <Card as="fieldset" padding="sm" compact className="space-y-2" data-testid="address-pin">
      <legend className="px-1 text-sm font-medium">{t('address.pin.title')}</legend>
      <p className="text-sm text-muted" data-testid="pin-status">
        {value ? t('address.pin.set', { latitude: value.lat, longitude: value.lng }) : t('address.pin.none')}
      </p>
      {hydrated && (
        <MapBoundary onError={() => setMapTrouble(true)}>
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <PinMap point={point} pinned={value !== null} label={t('address.pin.map')} onPick={(pin) => onChange(pin, 'customer')} onTilesFailed={() => setMapTrouble(true)} />
          </Suspense>
        </MapBoundary>
      )}
      <p className="text-xs text-muted">{mapTrouble ? t('address.pin.offline') : t('address.pin.howTo')}</p>
      <div className="grid grid-cols-2 gap-2">
        <label className="flex flex-col gap-1 text-sm">
          {t('address.pin.latitude')}
          <input className={inputClass} name="pin_latitude" inputMode="decimal" autoComplete="off" value={draft.lat} onChange={(e) => type('lat', e.target.value)} placeholder={String(point.lat)} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('address.pin.longitude')}
          <input className={inputClass} name="pin_longitude" inputMode="decimal" autoComplete="off" value={draft.lng} onChange={(e) => type('lng', e.target.value)} placeholder={String(point.lng)} />
        </label>
      </div>
      {status === 'denied' && <p className="text-sm text-red-700">{t('address.pin.denied')}</p>}
      {status === 'unsupported' && <p className="text-sm text-red-700">{t('address.pin.unsupported')}</p>}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={locate} disabled={status === 'locating'}>
          {status === 'locating' ? t('address.pin.locating') : t('address.pin.use')}
        </Button>
        {value && (
          <Button variant="ghost" onClick={() => onChange(null, 'customer')}>
            {t('address.pin.clear')}
          </Button>
        )}
      </div>
    </Card>
  );
}
