import { InfoDocument } from '~/features/info/info-document';
import { loadInfoPage } from '~/features/info/info.server';
import { NoPrescriptionNote } from '~/features/info/portal-note';
import type { Route } from './+types/portal';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadInfoPage(request, context, 'portal');
}

/** /portal: the shop's official stores on marketplaces, and what is (never) sold there. */
export default function PortalPage({ loaderData }: Route.ComponentProps) {
  return <InfoDocument page={loaderData.page} path="/portal" aside={<NoPrescriptionNote />} />;
}
