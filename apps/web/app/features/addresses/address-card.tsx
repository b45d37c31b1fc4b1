import type { ReactNode } from 'react';
import { useTranslation } from '~/i18n/translate';
import type { Address } from '@apotek/contract/addresses';
import { Card } from '~/components/ui/card';

/** One address as the address book and checkout show it. */
export function AddressSummary({ address }: { address: Address }) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0 text-sm">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
        {address.label}
        {address.default_address === 1 && <span className="rounded bg-primary-soft px-1.5 py-0.5 text-xs font-bold text-primary-strong">{t('address.default')}</span>}
      </p>
      <p className="mt-1">
        {address.recipient_name} · <span className="font-mono">{address.recipient_phone}</span>
      </p>
      <p className="mt-1 text-muted">
        {address.address_line}, {address.village.name}, {address.district.name}, {address.city.name}, {address.province.name} {address.postal_code}
      </p>
      {address.notes && <p className="mt-1 text-xs text-muted">{address.notes}</p>}
      {address.pin_source === 'derived' && (
        <p className="mt-1 text-xs text-muted" data-testid="address-approximate">
          {t('address.pin.approximate')}
        </p>
      )}
    </div>
  );
}

export function AddressCard({ address, actions }: { address: Address; actions?: ReactNode }) {
  return (
    <Card as="li" className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between" data-testid="address-card">
      <AddressSummary address={address} />
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </Card>
  );
}
