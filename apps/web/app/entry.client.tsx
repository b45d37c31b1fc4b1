import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { markFailedNavigation } from './features/loading-bar/navigation-failure';
import { startServiceWorker } from './lib/service-worker';

// React Router's default entry, plus two things only the browser does: the loading bar learns of failed
// page data requests (which never pass through our API client), and the service worker is registered.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter onError={markFailedNavigation} />
    </StrictMode>,
  );
});

// `react-router dev` serves no /sw.js; the worker exists in builds only.
if (!import.meta.env.DEV) startServiceWorker();
