import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import type { Address } from '@apotek/contract/addresses';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/text-field';
import type { AddressActionResult } from './address-intents';
import { AddressPin, type Pin } from './address-pin';
import type { FormPinSource } from './pin';
import { RegionSelects, type RegionValue } from './region-selects';

/**
 * Add or change an address, posted to the page's own action (/profile/address or /cart/checkout, intent
 * `address-save`). The API checks every field (the phone rule included) and its per-field messages,
 * already in the page's language, are shown beside the fields.
 */
export function AddressForm({ address, onSaved, onCancel, makeDefault = false }: { address?: Address; onSaved: (saved: Address) => void; onCancel?: () => void; makeDefault?: boolean }) {
  const { t } = useTranslation();
  const [regions, setRegions] = useState<RegionValue>({
    province: address?.province.code ?? '',
    city: address?.city.code ?? '',
    district: address?.district.code ?? '',
    village: address?.village.code ?? '',
  });
  const [postalCode, setPostalCode] = useState(address?.postal_code ?? '');
  // A derived pin is the server's stand-in: sending it back would pass it off as the customer's.
  const ownPin = address?.latitude != null && address.longitude != null && address.pin_source !== 'derived';
  const [pin, setPin] = useState<Pin | null>(ownPin ? { lat: address.latitude!, lng: address.longitude! } : null);
  const [pinSource, setPinSource] = useState<FormPinSource>(address?.pin_source === 'browser' ? 'browser' : 'customer');
  const fetcher = useFetcher<AddressActionResult>();
  const saving = fetcher.state !== 'idle';
  const result = fetcher.data;
  const errors = result?.errors ?? {};
  const message = !result || result.address ? null : Object.keys(errors).length > 0 ? t('address.fixFields') : result.unavailable ? t('address.unavailable') : (result.message ?? null);

  useEffect(() => {
    if (result?.address) onSaved(result.address);
    // Only a new answer saves; `onSaved` may be a fresh closure on every render.
  }, [result]);

  const err = (name: string) => errors[name] ?? [];
  return (
    <fetcher.Form method="post" noValidate className="space-y-3" data-testid="address-form" aria-label={address ? t('address.editTitle') : t('address.addTitle')}>
      {address && <input type="hidden" name="id" value={address.id} />}
      {pin && (
        <>
          <input type="hidden" name="latitude" value={pin.lat} />
          <input type="hidden" name="longitude" value={pin.lng} />
          <input type="hidden" name="pin_source" value={pinSource} />
        </>
      )}
      {message && <Alert tone="error">{message}</Alert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('address.label')} name="label" defaultValue={address?.label ?? ''} placeholder={t('address.labelHint')} errors={err('label')} maxLength={30} />
        <TextField label={t('address.recipientName')} name="recipient_name" defaultValue={address?.recipient_name ?? ''} errors={err('recipient_name')} autoComplete="name" />
        <TextField label={t('address.recipientPhone')} name="recipient_phone" type="tel" defaultValue={address?.recipient_phone ?? ''} errors={err('recipient_phone')} autoComplete="tel" hint={t('address.phoneHint')} />
      </div>
      <TextField label={t('address.line')} name="address_line" defaultValue={address?.address_line ?? ''} errors={err('address_line')} autoComplete="street-address" />
      <RegionSelects value={regions} onChange={setRegions} onPostalCode={setPostalCode} errors={errors} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('address.postalCode')} name="postal_code" inputMode="numeric" value={postalCode} onChange={(e) => setPostalCode(e.target.value)} errors={err('postal_code')} autoComplete="postal-code" maxLength={5} />
        <TextField label={t('address.notes')} name="notes" defaultValue={address?.notes ?? ''} errors={err('notes')} placeholder={t('address.notesHint')} />
      </div>
      <AddressPin
        value={pin}
        provinceCode={regions.province}
        onChange={(next, source) => {
          setPin(next);
          setPinSource(source);
        }}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="default_address" defaultChecked={address ? address.default_address === 1 : makeDefault} className="h-4 w-4 accent-primary-strong" />
        {t('address.makeDefault')}
      </label>
      <div className="flex gap-2">
        <Button type="submit" name="intent" value="address-save" disabled={saving}>
          {saving ? t('address.saving') : t('address.save')}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('address.cancel')}
          </Button>
        )}
      </div>
    </fetcher.Form>
  );
}
