import { Outlet, useRouteError } from 'react-router';
import { ErrorPage } from '~/features/errors/error-page';
import { describeRouteError } from '~/features/errors/route-error';

/** Catches page errors below the default layout, so the 404 and error pages keep the shop's top bar and footer. */
export default function PageErrors() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <ErrorPage {...describeRouteError(useRouteError())} />;
}
