import { InfoDocument } from '~/features/info/info-document';
import { loadInfoPage } from '~/features/info/info.server';
import type { Route } from './+types/privacy';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadInfoPage(request, context, 'privacy');
}

/** /privacy: the privacy policy (UU PDP), with the version the consent records (ADR 034). */
export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <InfoDocument page={loaderData.page} path="/privacy" legal />;
}
