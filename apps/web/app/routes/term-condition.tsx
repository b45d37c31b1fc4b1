import { InfoDocument } from '~/features/info/info-document';
import { loadInfoPage } from '~/features/info/info.server';
import type { Route } from './+types/term-condition';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadInfoPage(request, context, 'term-condition');
}

/** /term-condition: the terms registration asks to accept, with the version the consent records (ADR 034). */
export default function TermConditionPage({ loaderData }: Route.ComponentProps) {
  return <InfoDocument page={loaderData.page} path="/term-condition" legal />;
}
