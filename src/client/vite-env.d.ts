/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** JSON of host name → brand id (src/domain/brand/brand-host-map.ts); unset means the defaults. */
  readonly VITE_BRAND_HOSTS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The build's version, the same value the build wrote to version.json (vite.config.ts). */
declare const __APP_VERSION__: import('../domain/api/version').DeployedVersion;
