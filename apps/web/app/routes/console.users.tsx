import { PeopleList } from '~/console/people/people-list';
import { loadPeople } from '~/console/people/people.server';
import type { Route } from './+types/console.users';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPeople(request, context);
}

/** Not a SPEC route: the admin's people screen (issue 15). */
export default function ConsoleUsersPage({ loaderData }: Route.ComponentProps) {
  return <PeopleList data={loaderData} />;
}
