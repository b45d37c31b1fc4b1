import { newsletterAction } from '~/features/newsletter/newsletter.server';
import type { Route } from './+types/newsletter';

/** The footer's newsletter sign-up posts here, from any page (ADR 012). */
export function action({ request, context }: Route.ActionArgs) {
  return newsletterAction(request, context);
}
