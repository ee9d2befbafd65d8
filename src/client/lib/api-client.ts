import { ofetch, type $Fetch } from 'ofetch';
import { HEADERS } from '../../domain/api/headers';
import { API_PREFIX } from '../../domain/api/paths';
import { buildApiHeaders } from './api-headers';
import { brandForPath } from './brand';
import { STORAGE_KEYS } from './storage-keys';

/**
 * An API client for `<apiBaseUrl>/v3/ssp`: sends cookies, adds the headers of SPEC §7 from the page
 * as it is at call time, and records the joint-brand flag of each response. No time-out (SPEC §9).
 */
export function createApiClient(apiBaseUrl: string): $Fetch {
  return ofetch.create({
    baseURL: `${apiBaseUrl}${API_PREFIX}`,
    credentials: 'include',
    onRequest({ options }) {
      for (const [name, value] of Object.entries(buildApiHeaders(window.location.pathname, document.cookie))) {
        options.headers.set(name, value);
      }
    },
    onResponse({ response }) {
      const jointBrand = response.headers.get(HEADERS.jointBrand);
      if (jointBrand !== null) localStorage.setItem(STORAGE_KEYS.jointBrand, String(jointBrand.trim() === 'true'));
    },
  });
}

/** The app's API client, on the API host of the page's brand. */
export const api = createApiClient(brandForPath(window.location.pathname).apiBaseUrl);
