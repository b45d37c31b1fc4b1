import { Outlet } from 'react-router';
import { ConsoleShell } from '~/console/console-shell';
import { requireConsoleUser } from '~/console/console.server';
import type { Route } from './+types/console';

/** /console/*: role-gated by the `console` scope (guests sign in first; others get 403). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await requireConsoleUser(request, context) };
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleShell user={loaderData.user}>
      <Outlet />
    </ConsoleShell>
  );
}
