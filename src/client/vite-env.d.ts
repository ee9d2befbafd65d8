/// <reference types="vite/client" />
import type { DeployedVersion } from '../domain/api/version';

declare global {
  interface ImportMetaEnv {
    /** JSON of host name → brand id (src/domain/brand/brand-host-map.ts), normalised by vite.config.ts; unset means the defaults. */
    readonly VITE_BRAND_HOSTS?: string;
    /** JSON of brand id → { cookieDomain, apiBaseUrl } (src/domain/brand/brand-settings.ts), normalised by vite.config.ts; unset means none. */
    readonly VITE_BRAND_SETTINGS?: string;
    /** The analytics collector events are POSTed to; unset means no analytics. */
    readonly VITE_ANALYTICS_URL?: string;
    /** The chat-support widget's script; unset means no chat widget. */
    readonly VITE_CHAT_WIDGET_URL?: string;
    /** Milliseconds an API read waits for the network before the service worker answers from its cache (1500). */
    readonly VITE_READ_BUDGET_MS?: string;
  }

  /** The build's version, the same value the build wrote to version.json (vite.config.ts). */
  const __APP_VERSION__: DeployedVersion;
}
