import { RegisterPage } from '~/features/auth/register-page';
import { registerPageData } from '~/features/auth/register-page.server';
import { registerAction } from '~/features/auth/register.server';
import type { Route } from './+types/auth.register';

export function loader({ request }: Route.LoaderArgs) {
  return registerPageData(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return registerAction(request, context);
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  return <RegisterPage otp={loaderData.otp} redirect={loaderData.redirect} result={actionData} />;
}
