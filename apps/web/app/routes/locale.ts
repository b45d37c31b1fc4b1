import { redirect } from 'react-router';
import { safeRedirect } from '@apotek/contract/rules/redirect';
import { isLocale } from '~/lib/locale';
import { localeCookie } from '~/lib/session.server';
import type { Route } from './+types/locale';

/** The language switcher posts here: remember the choice for 365 days and show the same page again. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = form.get('locale');
  const back = safeRedirect(form.get('redirect'));
  if (!isLocale(locale)) throw redirect(back);
  throw redirect(back, { headers: { 'Set-Cookie': localeCookie(locale) } });
}

export function loader() {
  throw redirect('/');
}
