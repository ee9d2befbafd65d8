import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { DeployedVersion } from './src/domain/api/version';
import { parseBrandHostMap } from './src/domain/brand/brand-host-map';
import { parseBrandSettings } from './src/domain/brand/brand-settings';
import { PATH_ALIASES } from './paths.config';

/**
 * The web app: file routes under src/client/routes (code-split per route), built to dist/client,
 * which the API server serves. In dev, API calls are proxied to the API on API_PORT (scripts/dev.ts).
 */
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const builtAt = new Date().toISOString();
// A build id makes every build a new version, so the client's version check (docs/product/routing.md) reloads.
const buildId = process.env.BUILD_ID ?? builtAt.replace(/\D/g, '').slice(0, 14);
const deployed: DeployedVersion = { version: `${pkg.version}+${buildId}`, builtAt };

/** Writes version.json next to the app; the server answers GET /version.json with it. */
function versionFile(): Plugin {
  return {
    name: 'ssp-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify(deployed)}\n` });
    },
  };
}

/**
 * zod without its parser compiler in the browser (issue 32): at each schema's construction zod
 * decides whether to compile a fast parser with `new Function`, probing once whether it may. Under
 * the app's CSP (no 'unsafe-eval') the probe fails and is caught, but the browser still reports a
 * script-src violation on every page. The setting has to be there before the first schema is made,
 * in whichever chunk that is, so it goes at the top of zod's own core module, through the global
 * zod keeps its configuration in (`__zod_globalConfig`, shared by copies of zod on one page).
 * Build only: the dev server serves dependencies pre-bundled, and its pages are not the CSP's.
 */
function zodJitless(): Plugin {
  return {
    name: 'ssp-zod-jitless',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null;
      return { code: `globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });\n${code}`, map: null };
    },
  };
}

// The brand settings of the environment, checked here (a bad value fails the build) and handed to the
// page normalised, so the page carries no parser (the server checks the same variables at start).
const brandEnv = {
  'import.meta.env.VITE_BRAND_HOSTS': JSON.stringify(JSON.stringify(parseBrandHostMap(process.env.VITE_BRAND_HOSTS))),
  'import.meta.env.VITE_BRAND_SETTINGS': JSON.stringify(JSON.stringify(parseBrandSettings(process.env.VITE_BRAND_SETTINGS))),
};

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8081}`;

export default defineConfig({
  resolve: { alias: PATH_ALIASES },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader goes into its component's chunk, so the API calls and schemas a page loads
      // with stay out of the entry (issue 15: first-load budget, scripts/check-bundle-size.ts).
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
      routesDirectory: './src/client/routes',
      generatedRouteTree: './src/client/route-tree.gen.ts',
      quoteStyle: 'single',
      // The generator's scratch files go under the ignored .tmp/.
      tmpDir: '.tmp/tanstack',
    }),
    react(),
    versionFile(),
    zodJitless(),
    // The service worker (sw/sw.ts): precaches the shell and owns the offline API cache. It is
    // registered by the page (src/client/offline/app-update.ts); the manifests are per brand in public/.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        // version.json is asked for fresh each time (docs/product/routing.md); never serve it from the precache.
        globIgnores: ['version.json'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
    }),
  ],
  define: { __APP_VERSION__: JSON.stringify(deployed), ...brandEnv },
  // The manifest lets scripts/check-bundle-size.ts measure each route's first load.
  build: { outDir: 'dist/client', emptyOutDir: true, manifest: true },
  server: {
    port: Number(process.env.PORT ?? 8080),
    strictPort: true,
    proxy: Object.fromEntries(['/v3', '/healthz', '/readyz', '/version.json', '/dev/'].map((p) => [p, apiTarget])),
  },
  preview: { port: Number(process.env.PORT ?? 8080) },
});
