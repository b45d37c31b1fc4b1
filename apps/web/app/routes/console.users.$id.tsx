import { PersonPage } from '~/console/people/person-page';
import { loadPerson, personAction } from '~/console/people/people.server';
import type { Route } from './+types/console.users.$id';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPerson(request, context, params.id);
}

/** The role, block and unblock (ADR 041); the page is read again afterwards. */
export function action({ request, context, params }: Route.ActionArgs) {
  return personAction(request, context, params.id);
}

export default function ConsoleUserPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PersonPage person={loaderData.person} self={loaderData.self} result={actionData} />;
}
