import { createContext, useContext } from 'react';
import { BRANDS, type Brand } from '@domain/brand/brands';

export const BrandContext = createContext<Brand>(BRANDS.default);

/** The brand of the current page (it follows the path: SSO vendor dispatch is unbranded). */
export function useBrand(): Brand {
  return useContext(BrandContext);
}
