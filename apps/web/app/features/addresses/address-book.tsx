import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Address } from '@apotek/contract/addresses';
import { Button } from '~/components/ui/button';
import { browserApi } from '~/lib/api';
import { showSnackbar } from '~/lib/snackbar-store';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';

/** /profile/address: the list (default first), add, edit, delete and "make default". */
export function AddressBook({ addresses }: { addresses: Address[] }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<number | 'new' | null>(addresses.length === 0 ? 'new' : null);
  const [busy, setBusy] = useState(false);
  const sorted = [...addresses].sort((a, b) => b.default_address - a.default_address);

  function saved() {
    setEditing(null);
    showSnackbar({ content: t('address.saved'), color: 'success' });
    void revalidator.revalidate();
  }

  async function act(kind: 'delete' | 'default', address: Address) {
    if (kind === 'delete' && !window.confirm(t('address.deleteConfirm', { label: address.label }))) return;
    setBusy(true);
    const api = browserApi();
    const result = kind === 'delete' ? await api.call('deleteAddress', { params: { id: address.id } }) : await api.call('setDefaultAddress', { params: { id: address.id } });
    setBusy(false);
    if (!result.ok) {
      showSnackbar({ content: result.message, color: 'error' });
      return;
    }
    showSnackbar({ content: kind === 'delete' ? t('address.deleted') : t('address.defaultSet'), color: 'success' });
    void revalidator.revalidate();
  }

  return (
    <div className="space-y-4">
      {editing === 'new' ? (
        <section className="rounded-2xl border border-gray-200 bg-white p-4">
          <h2 className="mb-3 font-semibold">{t('address.addTitle')}</h2>
          <AddressForm onSaved={saved} onCancel={addresses.length > 0 ? () => setEditing(null) : undefined} makeDefault={addresses.length === 0} />
        </section>
      ) : (
        <Button variant="outline" onClick={() => setEditing('new')}>
          {t('address.add')}
        </Button>
      )}
      {sorted.length === 0 && editing !== 'new' && <p className="text-muted">{t('address.none')}</p>}
      <ul className="space-y-3">
        {sorted.map((address) =>
          editing === address.id ? (
            <li key={address.id} className="rounded-2xl border border-primary/40 bg-white p-4">
              <h2 className="mb-3 font-semibold">{t('address.editTitle')}</h2>
              <AddressForm address={address} onSaved={saved} onCancel={() => setEditing(null)} />
            </li>
          ) : (
            <AddressCard
              key={address.id}
              address={address}
              actions={
                <>
                  <Button variant="ghost" onClick={() => setEditing(address.id)} disabled={busy} aria-label={t('address.editOf', { label: address.label })}>
                    {t('address.edit')}
                  </Button>
                  {address.default_address !== 1 && (
                    <Button variant="ghost" onClick={() => void act('default', address)} disabled={busy}>
                      {t('address.setDefault')}
                    </Button>
                  )}
                  <Button variant="ghost" className="text-danger" onClick={() => void act('delete', address)} disabled={busy} aria-label={t('address.deleteOf', { label: address.label })}>
                    {t('address.delete')}
                  </Button>
                </>
              }
            />
          ),
        )}
      </ul>
    </div>
  );
}
