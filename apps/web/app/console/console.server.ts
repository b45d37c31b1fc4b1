import { data, redirect, type AppLoadContext } from 'react-router';
import { currentUser } from '~/lib/session.server';
import type { SessionUser } from '~/lib/session-user';
import { CONSOLE_SCOPE } from '~/lib/console-access';

/**
 * The console's gate: a guest signs in first (and comes back), a signed-in user without the scope gets
 * 403. The API checks the role again on every console call; this only keeps the screens honest.
 */
export async function requireConsoleUser(request: Request, context: AppLoadContext, scope = CONSOLE_SCOPE): Promise<SessionUser> {
  const user = await currentUser(request, context);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/auth?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (!user.scope.includes(CONSOLE_SCOPE) || !user.scope.includes(scope)) throw data(null, { status: 403 });
  return user;
}
