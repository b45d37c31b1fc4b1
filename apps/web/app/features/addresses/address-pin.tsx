import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';

export interface Pin {
  lat: number;
  lng: number;
}

type PinStatus = 'idle' | 'locating' | 'denied' | 'unsupported';

/**
 * The address's pin: instant and same-day couriers price by distance and need it. It is taken from the
 * browser only when the buyer presses the button, kept to 5 decimals (about a metre), and can be
 * checked on a map or cleared.
 */
export function AddressPin({ value, onChange }: { value: Pin | null; onChange: (pin: Pin | null) => void }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<PinStatus>('idle');

  function locate() {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return setStatus('unsupported');
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setStatus('idle');
        onChange({ lat: Number(pos.coords.latitude.toFixed(5)), lng: Number(pos.coords.longitude.toFixed(5)) });
      },
      () => setStatus('denied'),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  }

  return (
    <fieldset className="rounded-xl border border-gray-200 p-3" data-testid="address-pin">
      <legend className="px-1 text-sm font-medium">{t('address.pin.title')}</legend>
      {value ? (
        <p className="text-sm">
          {t('address.pin.set', { latitude: value.lat, longitude: value.lng })}{' '}
          <a
            className="text-primary-strong underline"
            href={`https://www.openstreetmap.org/?mlat=${value.lat}&mlon=${value.lng}#map=17/${value.lat}/${value.lng}`}
            target="_blank"
            rel="noreferrer noopener"
          >
            {t('address.pin.check')}
          </a>
        </p>
      ) : (
        <p className="text-sm text-muted">{t('address.pin.none')}</p>
      )}
      {status === 'denied' && <p className="mt-1 text-sm text-red-700">{t('address.pin.denied')}</p>}
      {status === 'unsupported' && <p className="mt-1 text-sm text-red-700">{t('address.pin.unsupported')}</p>}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="outline" onClick={locate} disabled={status === 'locating'}>
          {status === 'locating' ? t('address.pin.locating') : t('address.pin.use')}
        </Button>
        {value && (
          <Button variant="ghost" onClick={() => onChange(null)}>
            {t('address.pin.clear')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
