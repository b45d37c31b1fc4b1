import { redirect } from 'react-router';
import { logoutAction } from '~/features/auth/logout.server';
import type { Route } from './+types/auth.logout';

export function action({ request, context }: Route.ActionArgs) {
  return logoutAction(request, context);
}

// Signing out changes state, so it is a POST only; a visited link just goes home.
export function loader() {
  throw redirect('/');
}
