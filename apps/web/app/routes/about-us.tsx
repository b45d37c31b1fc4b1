import { InfoDocument } from '~/features/info/info-document';
import { loadInfoPage } from '~/features/info/info.server';
import type { Route } from './+types/about-us';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadInfoPage(request, context, 'about-us');
}

/** /about-us: who runs the shop, its licences and how to reach it (text from the API, ADR 034). */
export default function AboutUsPage({ loaderData }: Route.ComponentProps) {
  return <InfoDocument page={loaderData.page} path="/about-us" />;
}
