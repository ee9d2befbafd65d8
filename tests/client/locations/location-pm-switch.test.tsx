import { ChakraProvider } from '@chakra-ui/react';
import { FetchError } from 'ofetch';
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocationDetail, LocationPatch, LocationWriteResult } from '@domain/locations/location-api';
import { LocationOverview } from '@/features/locations/location-overview';
import { brandSystem } from '@/theme/brand-system';
import { render } from '../snackbar/render';

// The API: each PATCH is recorded and answered by the next queued answer.
const patchLocation = vi.hoisted(() => vi.fn<(id: string, body: LocationPatch) => Promise<LocationWriteResult>>());
vi.mock('@/features/locations/api/location-calls', () => ({
  LOCATION_MESSAGES: { save: 'An error occurred while trying to save.' },
  patchLocation,
}));
const showSnackbar = vi.hoisted(() => vi.fn());
vi.mock('@/components/snackbar/snackbar', () => ({ showSnackbar }));

const LOCATION: LocationDetail = {
  id: 'loc-1',
  customerId: 'cust-1',
  customerName: 'Harbor Grill',
  name: 'Harbor Grill Downtown',
  storeNumber: 'HG-101',
  city: 'Chicago',
  state: 'IL',
  pmEnabled: false,
  locationGroup: null,
  address: null,
  postalCode: null,
  phone: null,
  siteContactName: null,
  siteContactPhone: null,
  accessNotes: null,
  timezone: 'America/Chicago',
  archivedAt: null,
  canEdit: true,
  canManage: false,
};

/** The location page's use of it: the saved location replaces the one shown. */
function Page() {
  const [location, setLocation] = useState(LOCATION);
  return <LocationOverview location={location} onChange={setLocation} />;
}

/** A 403 answer, as ofetch throws it. */
const refused = () =>
  Object.assign(new FetchError('403 Forbidden'), {
    response: new Response(null, { status: 403 }),
    data: { statusCode: 403, error: 'Forbidden', message: 'You do not have permission to do that.' },
  });
const saved = (body: LocationPatch): LocationWriteResult => ({ ...LOCATION, ...body, opId: null }) as LocationWriteResult;

/** The switch's hidden checkbox, which a tap on the switch or its label clicks. */
const input = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type=checkbox]')!;
const shownOn = (container: HTMLElement) => container.querySelector('[data-part=root][data-state]')?.getAttribute('data-state');

async function tap(container: HTMLElement) {
  await act(async () => {
    input(container).click();
  });
  // The save's answer and the re-render after it.
  await act(async () => {
    await Promise.resolve();
  });
}

describe("a location's PM switch", () => {
  let cleanup: () => void = () => {};
  beforeEach(() => {
    patchLocation.mockReset();
    showSnackbar.mockClear();
  });
  afterEach(() => cleanup());

  const renderPage = async () => {
    const view = await render(
      <ChakraProvider value={brandSystem('teal')}>
        <Page />
      </ChakraProvider>,
    );
    cleanup = view.unmount;
    return view.container;
  };

  it('sends each tap, and shows what the server saved', async () => {
    patchLocation.mockImplementation((_id, body) => Promise.resolve(saved(body)));
    const container = await renderPage();
    await tap(container);
    expect(patchLocation).toHaveBeenLastCalledWith('loc-1', { pmEnabled: true });
    expect(input(container).checked).toBe(true);
    expect(shownOn(container)).toBe('checked');
    await tap(container);
    expect(patchLocation).toHaveBeenLastCalledWith('loc-1', { pmEnabled: false });
    expect(patchLocation).toHaveBeenCalledTimes(2);
    expect(input(container).checked).toBe(false);
    expect(shownOn(container)).toBe('unchecked');
  });

  it('after a refused save it shows the saved state again, and the next tap is sent', async () => {
    patchLocation.mockRejectedValueOnce(refused()).mockImplementation((_id, body) => Promise.resolve(saved(body)));
    const container = await renderPage();

    await tap(container);
    expect(patchLocation).toHaveBeenCalledExactlyOnceWith('loc-1', { pmEnabled: true });
    expect(showSnackbar).toHaveBeenCalledWith('error', 'You do not have permission to do that.');
    // Off, as the server still has it: the switch and the checkbox assistive technology reads agree.
    expect(shownOn(container)).toBe('unchecked');
    expect(input(container).checked).toBe(false);

    // The same change again reaches the server.
    await tap(container);
    expect(patchLocation).toHaveBeenCalledTimes(2);
    expect(patchLocation).toHaveBeenLastCalledWith('loc-1', { pmEnabled: true });
    expect(shownOn(container)).toBe('checked');
    expect(input(container).checked).toBe(true);
  });
});
