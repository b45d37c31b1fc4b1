import { redirect, type AppLoadContext } from 'react-router';
import { clearSessionCookie, serverApi, sessionToken } from '~/lib/session.server';
import { cookieHeaders } from '~/lib/action-helpers.server';

/** POST /auth/logout: revokes the token at the API (best effort) and forgets it here either way. */
export async function logoutAction(request: Request, context: AppLoadContext) {
  if (sessionToken(request)) await serverApi(request, context).call('logout');
  throw redirect('/', { headers: cookieHeaders(clearSessionCookie(request)) });
}
