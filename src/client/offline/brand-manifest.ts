import type { BrandId } from '@domain/brand/brands';

/** The web app manifest of a brand (public/manifest-<brand>.webmanifest): its name, colours and icons. */
export function manifestHref(brand: BrandId): string {
  return `/manifest-${brand}.webmanifest`;
}

/**
 * Points the page at its brand's manifest and iOS home-screen icon (linked by index.html), so the
 * installed app carries the brand chosen by the host name (docs/product/README.md). Called once at start-up: the host does not change while the page lives.
 */
export function linkBrandManifest(brand: BrandId): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'manifest';
    document.head.append(link);
  }
  link.href = manifestHref(brand);
  document.querySelector('link[rel="apple-touch-icon"]')?.setAttribute('href', `/icons/${brand}-180.png`);
}
