import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { DEFAULT_LOCALE } from '@apotek/contract/constants';
import { markFailedNavigation } from './features/loading-bar/navigation-failure';
import { loadMessages } from './i18n/i18n';
import { isLocale } from './lib/locale';
import { startServiceWorker } from './lib/service-worker';

// React Router's default entry, plus what only the browser does: the page's language's messages are
// loaded first (the bundle carries neither language, ADR 020) so hydration renders the server's text; the
// loading bar learns of failed page data requests (which never pass through our API client); and the
// service worker is registered.
const lang = document.documentElement.lang;
void loadMessages(isLocale(lang) ? lang : DEFAULT_LOCALE).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter onError={markFailedNavigation} />
      </StrictMode>,
    );
  });
});

// `react-router dev` serves no /sw.js; the worker exists in builds only.
if (!import.meta.env.DEV) startServiceWorker();
