import { useTranslation } from '~/i18n/translate';
import { InfoDocument } from '~/features/info/info-document';
import { loadInfoPage } from '~/features/info/info.server';
import { NoPrescriptionNote } from '~/features/info/portal-note';
import type { Route } from './+types/portal.shopee';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadInfoPage(request, context, 'portal-shopee');
}

/** /portal/shopee: the official Shopee store, what it sells and what it never does. */
export default function PortalShopeePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <InfoDocument page={loaderData.page} path="/portal/shopee" parents={[{ label: t('info.portal.back'), to: '/portal' }]} aside={<NoPrescriptionNote />} />;
}
