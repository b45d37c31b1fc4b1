import { AdvertiseForm } from '~/features/info/advertise-form';
import { InfoDocument } from '~/features/info/info-document';
import { advertiseAction, loadInfoPage } from '~/features/info/info.server';
import type { Route } from './+types/advertise';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadInfoPage(request, context, 'advertise');
}

/** The enquiry form posts here (ADR 012): checked with the shared schema, then sent to the API. */
export function action({ request, context }: Route.ActionArgs) {
  return advertiseAction(request, context);
}

/** /advertise: advertising with the shop, and the enquiry form that reaches its sales desk. */
export default function AdvertisePage({ loaderData, actionData }: Route.ComponentProps) {
  return <InfoDocument page={loaderData.page} path="/advertise" side={<AdvertiseForm result={actionData} />} />;
}
