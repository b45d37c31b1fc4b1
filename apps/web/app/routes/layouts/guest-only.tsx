import { Outlet, redirect } from 'react-router';
import { currentUser } from '~/lib/session.server';
import type { Route } from './+types/guest-only';

/** Sign-in and registration pages: a signed-in user has nothing to do there and goes home. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await currentUser(request, context)) throw redirect('/');
  return null;
}

export default function GuestOnly() {
  return <Outlet />;
}
