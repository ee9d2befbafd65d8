import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrandedProviders } from './lib/branded-providers';
import { captureInstallPrompt } from './lib/install-prompt';
import { startVersionChecks } from './lib/version-check';
import { router } from './router';

captureInstallPrompt();
startVersionChecks({ storage: localStorage, reload: () => window.location.reload() });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrandedProviders router={router}>
      <RouterProvider router={router} />
    </BrandedProviders>
  </StrictMode>,
);
