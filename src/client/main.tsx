import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LEGACY_TOKEN_STORAGE_KEY } from '../domain/api/cookies';
import { BrandedProviders } from './lib/branded-providers';
import { captureInstallPrompt } from './lib/install-prompt';
import { queryClient } from './lib/query-client';
import { refreshOnLateAnswers } from './lib/refresh-on-late-answers';
import { startVersionChecks } from './lib/version-check';
import './theme/touch-targets.css';
import { preloadFirstPageCode, router } from './router';

captureInstallPrompt();
preloadFirstPageCode();
// The offline machinery (IndexedDB through Dexie, the service worker through Workbox) starts beside the
// first render, not before it: the page does not need it to draw, and it is a tenth of the first load (issue 15).
void Promise.all([import('./offline/start-offline'), import('./features/requests/api/invalidate-delivered')]).then(
  ([{ startOffline }, { refreshRequestsWhenDelivered }]) => {
    startOffline();
    refreshRequestsWhenDelivered(queryClient);
  },
);
// Error reporting too: its settings come from the server, and the SDK only with a DSN (docs/product/error-reporting.md).
void import('./error-reporting/error-reporting').then(({ startErrorReporting }) => startErrorReporting());
refreshOnLateAnswers(queryClient);
// A new deployment reloads (docs/product/routing.md) through the service worker's update, once no write is in flight,
// so the reload gets the new shell rather than the old precache.
startVersionChecks({ storage: localStorage, reload: () => void import('./offline/app-update').then(({ applyAppUpdate }) => applyAppUpdate()) });

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrandedProviders router={router}>
          <RouterProvider router={router} />
        </BrandedProviders>
      </QueryClientProvider>
    </StrictMode>,
  );

// docs/product/sessions-and-tenancy.md (cookies and storage): the old portal's token (eighty_token) is traded for a session before the router decides
// who is signed in; its code loads only on a device that has one. Whatever happens, the app draws.
if (localStorage.getItem(LEGACY_TOKEN_STORAGE_KEY))
  void import('./session/legacy-token').then(({ migrateLegacyToken }) => migrateLegacyToken()).finally(render);
else render();
