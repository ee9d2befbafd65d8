import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { refreshRequestsWhenDelivered } from './features/requests/api/invalidate-delivered';
import { BrandedProviders } from './lib/branded-providers';
import { captureInstallPrompt } from './lib/install-prompt';
import { queryClient } from './lib/query-client';
import { refreshOnLateAnswers } from './lib/refresh-on-late-answers';
import { startVersionChecks } from './lib/version-check';
import { applyAppUpdate } from './offline/app-update';
import { startOffline } from './offline/start-offline';
import { router } from './router';

captureInstallPrompt();
startOffline();
refreshRequestsWhenDelivered(queryClient);
refreshOnLateAnswers(queryClient);
// A new deployment reloads (docs/product/routing.md) through the service worker's update, once no write is in flight,
// so the reload gets the new shell rather than the old precache.
startVersionChecks({ storage: localStorage, reload: () => void applyAppUpdate() });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrandedProviders router={router}>
        <RouterProvider router={router} />
      </BrandedProviders>
    </QueryClientProvider>
  </StrictMode>,
);
