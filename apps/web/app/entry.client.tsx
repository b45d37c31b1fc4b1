import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { DEFAULT_LOCALE } from '@apotek/contract/constants';
import { markFailedNavigation } from './features/loading-bar/navigation-failure';
import { isMessagePack, loadMessagePack, loadMessages } from './i18n/i18n';
import { isLocale } from './lib/locale';
import { PREACT } from './lib/renderer';
import { startServiceWorker } from './lib/service-worker';

// React Router's default entry, plus what only the browser does: the page's language's messages are
// loaded first (the bundle carries neither language, ADR 020) so hydration renders the server's text; the
// loading bar learns of failed page data requests (which never pass through our API client); and the
// service worker is registered.
//
// Builds render with Preact here (ADR 026). Preact hydrates <body>, not the document (root.tsx renders
// only the body's content in that build). A component that suspends while hydrating with no Suspense
// boundary above it makes Preact throw the promise out of hydrate(): the page is hydrated again once it
// settles, from the untouched server HTML, rather than left dead.
function hydrate(): void {
  if (!PREACT) {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter onError={markFailedNavigation} />
        </StrictMode>,
      );
    });
    return;
  }
  try {
    hydrateRoot(document.body, <HydratedRouter onError={markFailedNavigation} />);
  } catch (thrown) {
    if (typeof (thrown as PromiseLike<unknown> | null)?.then !== 'function') throw thrown;
    (thrown as PromiseLike<unknown>).then(hydrate, hydrate);
  }
}

const lang = document.documentElement.lang;
const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
// The page's routes' message packs (root.tsx names them on <html>), with the language.
const packs = (document.documentElement.dataset.messagePacks ?? '').split(' ').filter(isMessagePack);
void Promise.all([loadMessages(locale), ...packs.map((pack) => loadMessagePack(pack, locale))]).then(hydrate);

// `react-router dev` serves no /sw.js; the worker exists in builds only.
if (!import.meta.env.DEV) startServiceWorker();
