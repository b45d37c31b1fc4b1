import { useEffect, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import type { Address } from '@apotek/contract/addresses';
import { Button } from '~/components/ui/button';
import { showSnackbar } from '~/lib/snackbar-store';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';
import type { AddressActionResult } from './address-intents';
import { Card } from '~/components/ui/card';

/** /profile/address: the list (default first), add, edit, delete and "make default". */
export function AddressBook({ addresses }: { addresses: Address[] }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<number | 'new' | null>(addresses.length === 0 ? 'new' : null);
  const sorted = [...addresses].sort((a, b) => b.default_address - a.default_address);

  // The list re-reads itself after the action (loaders revalidate); only the form needs closing.
  function saved() {
    setEditing(null);
    showSnackbar({ content: t('address.saved'), color: 'success' });
  }

  return (
    <div className="space-y-4">
      {editing === 'new' ? (
        <Card as="section">
          <h2 className="mb-3 font-semibold">{t('address.addTitle')}</h2>
          <AddressForm onSaved={saved} onCancel={addresses.length > 0 ? () => setEditing(null) : undefined} makeDefault={addresses.length === 0} />
        </Card>
      ) : (
        <Button variant="outline" onClick={() => setEditing('new')}>
          {t('address.add')}
        </Button>
      )}
      {sorted.length === 0 && editing !== 'new' && <p className="text-muted">{t('address.none')}</p>}
      <ul className="space-y-3">
        {sorted.map((address) =>
          editing === address.id ? (
            <Card as="li" key={address.id} tone="accent">
              <h2 className="mb-3 font-semibold">{t('address.editTitle')}</h2>
              <AddressForm address={address} onSaved={saved} onCancel={() => setEditing(null)} />
            </Card>
          ) : (
            <AddressCard key={address.id} address={address} actions={<AddressActions address={address} onEdit={() => setEditing(address.id)} />} />
          ),
        )}
      </ul>
    </div>
  );
}

/** Edit opens the form here; "make default" and delete post to the page's action, each on its own fetcher. */
function AddressActions({ address, onEdit }: { address: Address; onEdit: () => void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<AddressActionResult>();
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data;

  useEffect(() => {
    if (!result) return;
    if (result.unavailable || result.message || result.errors) {
      showSnackbar({ content: result.message ?? t('address.unavailable'), color: 'error' });
      return;
    }
    showSnackbar({ content: result.intent === 'address-delete' ? t('address.deleted') : t('address.defaultSet'), color: 'success' });
  }, [result, t]);

  function confirmDelete(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === 'address-delete' && !window.confirm(t('address.deleteConfirm', { label: address.label }))) event.preventDefault();
  }

  return (
    <>
      <Button variant="ghost" onClick={onEdit} disabled={busy} aria-label={t('address.editOf', { label: address.label })}>
        {t('address.edit')}
      </Button>
      <fetcher.Form method="post" onSubmit={confirmDelete} className="contents">
        <input type="hidden" name="id" value={address.id} />
        {address.default_address !== 1 && (
          <Button variant="ghost" type="submit" name="intent" value="address-default" disabled={busy}>
            {t('address.setDefault')}
          </Button>
        )}
        <Button variant="ghost" type="submit" name="intent" value="address-delete" className="text-danger" disabled={busy} aria-label={t('address.deleteOf', { label: address.label })}>
          {t('address.delete')}
        </Button>
      </fetcher.Form>
    </>
  );
}
