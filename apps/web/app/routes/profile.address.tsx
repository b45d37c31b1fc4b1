import { useTranslation } from 'react-i18next';
import { PageMeta } from '~/components/page-meta';
import { AddressBook } from '~/features/addresses/address-book';
import { loadAddresses } from '~/features/addresses/addresses.server';
import type { Route } from './+types/profile.address';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAddresses(request, context);
}

export default function ProfileAddressPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageMeta title={t('pages.profileAddress.title')} />
      <h1 id="page-title" className="text-2xl font-bold">
        {t('pages.profileAddress.title')}
      </h1>
      <AddressBook addresses={loaderData.addresses} />
    </section>
  );
}
