import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { authApi } from '@/lib/api-client';
import { useBrand } from '@/lib/brand-context';
import { fetchProviders } from './api/auth-calls';
import { afterLoginDestination, hasLinkedIdentity } from './after-login';

/** Once signed in (a code or a link): on to the page docs/product/routing.md names, the answer's nextRoute first. */
export function useFinishLogin(nextRoute: string | undefined): (answerNextRoute?: string) => Promise<void> {
  const brand = useBrand();
  const navigate = useNavigate();
  return useCallback(
    async (answerNextRoute?: string) => {
      const destination = afterLoginDestination({
        nextRoute: answerNextRoute ?? nextRoute,
        hasLinkedIdentity: await hasLinkedIdentity(authApi),
        partnerBrand: brand.id === 'partner',
        providersOffered: (await fetchProviders()).length > 0,
      });
      await navigate({ href: destination, replace: true });
    },
    [brand.id, navigate, nextRoute],
  );
}
