import { FaqPage } from '~/features/info/faq-page';
import { loadFaqPage } from '~/features/info/info.server';
import type { Route } from './+types/faq';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadFaqPage(request, context);
}

/** /faq: the help centre (hidden from the navigation; the chat assistant answers from the same FAQ). */
export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  return <FaqPage faq={loaderData.faq} />;
}
