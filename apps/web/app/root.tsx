// First, before any module builds a schema: zod must not probe for eval under the page CSP (lib/zod-jitless).
import './lib/zod-jitless';
import { useEffect, type ReactNode } from 'react';
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches, useRouteError, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { DEFAULT_LOCALE, THEME } from '@apotek/contract/constants';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { clearWelcomeCookie, wantsWelcome } from './features/auth/welcome.server';
import { ErrorPage } from './features/errors/error-page';
import { describeRouteError } from './features/errors/route-error';
import { SimpleHeader } from './features/layout/simple-header';
import { LoadingBar } from './features/loading-bar/loading-bar';
import { Snackbar } from './features/snackbar/snackbar';
import { WelcomeSnackbar } from './features/snackbar/welcome-snackbar';
import { MESSAGES_URL, PACK_URLS, packsForPath, preloadMessagePacks, useI18n } from './i18n/i18n';
import { I18nProvider } from './i18n/translate';
import { reloadOnChunkError } from './lib/chunk-reload';
import { IdScope } from './lib/hydrated-ids';
import { localeFromRequest } from './lib/locale';
import { useNonce } from './lib/nonce';
import { isStaticPage, offlinePageLocale } from './lib/offline-page';
import { PREACT } from './lib/renderer';
import { type RootData, useLocale } from './lib/root-data';
import { currentUser, serverApi } from './lib/session.server';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [user, social] = await Promise.all([currentUser(request, context), serverApi(request, context).call('socialNetworks')]);
  const root: RootData = { locale: offlinePageLocale(request) ?? localeFromRequest(request), user, socialNetworks: social.ok ? social.body.data : [] };
  if (!wantsWelcome(request)) return root;
  // The greeting after sign-up is shown once, on whichever page the new customer lands.
  return data({ ...root, welcome: user !== null }, { headers: { 'Set-Cookie': clearWelcomeCookie(request) } });
}

/** Session, language and footer links change only through a form (login, logout, language), not on every click. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData('root') as RootData | undefined;
  const locale = data?.locale ?? DEFAULT_LOCALE;
  const { pathname } = useLocation();
  const i18n = useI18n(locale, pathname);
  const nonce = useNonce();
  // The offline page is replayed by the service worker under any URL; hydrating it there would load
  // that URL's route, so it goes without scripts.
  const scripts = !useMatches().some((match) => isStaticPage(match.handle));
  const packs = packsForPath(pathname);
  // A language switch is a client-side form post: the page's language follows it.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const body = (
    <>
      <I18nProvider i18n={i18n}>
        <IdScope>{children}</IdScope>
      </I18nProvider>
      {scripts && <ScrollRestoration nonce={nonce} />}
    </>
  );
  // The browser build hydrates <body> with Preact (entry.client.tsx, ADR 026), which can neither hydrate
  // <html> nor keep React's order of <head>: the head stays as the server sent it, and pages put their
  // own tags into it through HeadTags. <Scripts> has done its work by then (it renders nothing once hydrated).
  if (PREACT) return body;
  return (
    <html lang={locale} data-message-packs={packs.length > 0 ? packs.join(' ') : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME.primary} />
        <Meta />
        <Links />
        {/* entry.client fetches these before hydrating (ADR 020); preloaded, they arrive with the scripts. */}
        {scripts && <link rel="preload" href={MESSAGES_URL[locale]} as="fetch" crossOrigin="anonymous" />}
        {scripts && packs.map((pack) => <link key={pack} rel="preload" href={PACK_URLS[pack][locale]} as="fetch" crossOrigin="anonymous" />)}
      </head>
      <body className="min-h-screen font-sans antialiased">
        {body}
        {scripts && <Scripts nonce={nonce} />}
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => reloadOnChunkError(), []);
  // Says the page's controls now have their handlers: browser tests wait for it rather than tap a
  // button (the mobile search toggle, say) that the server's HTML rendered but nothing yet listens to.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // The other pages' message packs, once this page has settled (i18n.ts: packsForPath).
  const locale = useLocale();
  useEffect(() => {
    const timer = setTimeout(() => preloadMessagePacks(locale), 3000);
    return () => clearTimeout(timer);
  }, [locale]);
  return (
    <>
      <LoadingBar />
      <Outlet />
      <Snackbar />
      <WelcomeSnackbar />
    </>
  );
}

/** Errors no layout caught (the layouts' pages catch their own inside the shop's frame). */
export function ErrorBoundary() {
  const info = describeRouteError(useRouteError());
  return (
    <div className="min-h-screen bg-white">
      <SimpleHeader />
      <main id="main" className="mx-auto max-w-[1200px] px-4">
        <ErrorPage {...info} />
      </main>
    </div>
  );
}
