/// <reference types="vite/client" />
import type { DeployedVersion } from '../domain/api/version';

declare global {
  interface ImportMetaEnv {
    /** JSON of host name → brand id (src/domain/brand/brand-host-map.ts); unset means the defaults. */
    readonly VITE_BRAND_HOSTS?: string;
  }

  /** The build's version, the same value the build wrote to version.json (vite.config.ts). */
  const __APP_VERSION__: DeployedVersion;
}
