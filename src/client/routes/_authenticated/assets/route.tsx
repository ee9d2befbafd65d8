import { createFileRoute, Outlet } from '@tanstack/react-router';
import { assetListMemory } from '@/features/assets/asset-list-search';

/**
 * The assets area: the list, an asset, the scanner, label linking and location pages. docs/product/routing.md:
 * leaving it clears the asset list's remembered filter.
 */
export const Route = createFileRoute('/_authenticated/assets')({
  onLeave: () => assetListMemory.clear(),
  component: Outlet,
});
