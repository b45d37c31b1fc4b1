import { Outlet, redirect } from 'react-router';
import { currentUser } from '~/lib/session.server';
import type { Route } from './+types/protected';

/** Pages that need a signed-in user: a guest goes to /auth, which remembers where he wanted to go. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await currentUser(request, context)) return null;
  const url = new URL(request.url);
  throw redirect(`/auth?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}

export default function Protected() {
  return <Outlet />;
}
