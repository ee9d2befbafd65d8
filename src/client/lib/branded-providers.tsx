import { ChakraProvider } from '@chakra-ui/react';
import { useRouterState, type AnyRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { brandSystem } from '../theme/brand-system';
import { brandForPath } from './brand';
import { BrandContext } from './brand-context';

/** Loaded after the page has drawn: no first load carries it (scripts/check-bundle-size.ts). */
const SnackbarHost = lazy(() => import('../components/snackbar/snackbar-host'));

/**
 * Theme and brand for the page: re-resolved when the path changes, so the title, the theme-color
 * and Chakra's `brand` palette follow it. Sits outside the router's outlets so every page,
 * including not-found, gets it, and the one snackbar with it.
 */
export function BrandedProviders({ router, children }: { router: AnyRouter; children: ReactNode }) {
  const pathname = useRouterState({ router, select: (state) => state.location.pathname });
  const brand = useMemo(() => brandForPath(pathname), [pathname]);

  useEffect(() => {
    document.title = brand.title;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand.themeColor);
    document.documentElement.dataset.brand = brand.id;
  }, [brand]);

  return (
    <BrandContext.Provider value={brand}>
      <ChakraProvider value={brandSystem(brand.palette)}>
        {children}
        <Suspense fallback={null}>
          <SnackbarHost />
        </Suspense>
      </ChakraProvider>
    </BrandContext.Provider>
  );
}
