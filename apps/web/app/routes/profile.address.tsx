import { data } from 'react-router';
import { useTranslation } from '~/i18n/translate';
import { PageMeta } from '~/components/page-meta';
import { AddressBook } from '~/features/addresses/address-book';
import { addressAction } from '~/features/addresses/address-actions.server';
import { isAddressIntent } from '~/features/addresses/address-intents';
import { loadAddresses } from '~/features/addresses/addresses.server';
import type { Route } from './+types/profile.address';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAddresses(request, context);
}

/** The book's writes (ADR 012): save, delete and "make default", by intent. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (!isAddressIntent(intent)) throw data(null, { status: 400 });
  return addressAction(request, context, intent, form);
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
