import { useTranslation } from '~/i18n/translate';
import type { Locale } from '@apotek/contract/constants';
import type { OrderPickup, OrderStatus } from '@apotek/contract/orders';
import { zoneAbbreviation } from '@apotek/contract/time-zones';
import { useLocale } from '~/lib/root-data';
import { Card } from '~/components/ui/card';

/** 'HH:mm' from the API as the page's language writes it: 08.00 (id), 08:00 (en). */
function clock(hhmm: string, locale: Locale): string {
  return locale === 'id' ? hhmm.replace(':', '.') : hhmm;
}

/** The code in two groups of three, as it is read aloud ("ABC 234"). */
function grouped(code: string): string {
  return `${code.slice(0, 3)} ${code.slice(3)}`;
}

/**
 * A pick-up order's card (issue 8, point 4): the pharmacy, its hours today on its own clock (WIB/WITA/WIT),
 * a plain OpenStreetMap link, and the pick-up code, large, for the customer to show at the counter.
 */
export function PickupCard({ pickup, status }: { pickup: OrderPickup; status: OrderStatus }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pharmacy, today } = pickup;
  const zone = zoneAbbreviation(pharmacy.time_zone);
  const allDay = !today.closed && today.opens_at === '00:00' && (today.closes_at === '24:00' || today.closes_at === '00:00');
  const hours =
    today.closed || !today.opens_at || !today.closes_at
      ? t('orders.pickup.closedToday')
      : allDay
        ? t('orders.pickup.allDay')
        : t('orders.pickup.hours', { opens: clock(today.opens_at, locale), closes: clock(today.closes_at, locale), zone });
  return (
    <Card as="section" tone="accent" className="text-sm" aria-labelledby="pickup-title" data-testid="pickup-card">
      <h2 id="pickup-title" className="font-semibold">
        {t('orders.pickup.title')}
      </h2>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <div className="space-y-1">
          <p className="text-base font-semibold">{pharmacy.name}</p>
          <p className="text-muted">
            {pharmacy.address}, {pharmacy.city}
          </p>
          <p>
            <span className="text-muted">{t('orders.pickup.phone')}: </span>
            <a href={`tel:${pharmacy.phone.replace(/[^\d+]/g, '')}`} className="font-medium text-primary-strong hover:underline">
              {pharmacy.phone}
            </a>
          </p>
          <p data-testid="pickup-hours">
            <span className="text-muted">{t('orders.pickup.todayHours')}: </span>
            <span className="font-medium">{hours}</span>
            <span className={`ml-2 text-xs font-semibold ${pickup.is_open_now ? 'text-primary-strong' : 'text-danger'}`}>
              {pickup.is_open_now ? t('orders.pickup.openNow') : t('orders.pickup.closedNow')}
            </span>
          </p>
          <p>
            <a href={pickup.map_url} target="_blank" rel="noopener noreferrer" className="font-medium text-primary-strong hover:underline" data-testid="pickup-map">
              {t('orders.pickup.map')}
            </a>
          </p>
        </div>
        <div className="rounded-xl bg-gray-50 p-3">
          {pickup.code ? (
            <>
              <p className="text-xs text-muted">{t('orders.pickup.codeLabel')}</p>
              <p className="mt-1 font-mono text-4xl font-bold tracking-widest whitespace-nowrap" data-testid="pickup-code" data-code={pickup.code} aria-label={pickup.code.split('').join(' ')}>
                {grouped(pickup.code)}
              </p>
              <p className="mt-2 font-medium">{status === 'ready_for_pickup' ? t('orders.pickup.readyNow') : t('orders.pickup.notReady')}</p>
              <p className="mt-1 text-muted">{t('orders.pickup.codeHint')}</p>
            </>
          ) : status === 'completed' ? (
            <p className="font-medium" data-testid="pickup-handed-over">
              {t('orders.pickup.handedOver')}
            </p>
          ) : status === 'checkout' || status === 'awaiting_payment' ? (
            <p className="text-muted">{t('orders.pickup.codeWaiting')}</p>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
