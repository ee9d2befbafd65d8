import type { BrandId } from '../../domain/brand/brands';

/** The web app manifest of a brand (public/manifest-<brand>.webmanifest): its name, colours and icons. */
export function manifestHref(brand: BrandId): string {
  return `/manifest-${brand}.webmanifest`;
}

/** The 180 px icon iOS puts on the home screen (it reads no manifest icons). */
export function touchIconHref(brand: BrandId): string {
  return `/icons/${brand}-180.png`;
}

function headLink(rel: string): HTMLLinkElement {
  let link = document.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.append(link);
  }
  return link;
}

/**
 * Points the page at its brand's manifest and home-screen icon, so the installed app carries the brand
 * chosen by the host name (docs/product/README.md). Called once at start-up: the host does not change
 * while the page lives.
 */
export function linkBrandManifest(brand: BrandId): void {
  headLink('manifest').href = manifestHref(brand);
  headLink('apple-touch-icon').href = touchIconHref(brand);
}
