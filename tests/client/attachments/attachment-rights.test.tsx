import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from '@domain/api/paging';
import type { AttachmentView } from '@domain/attachments/attachments-api';
import { createAbility } from '@domain/permissions/ability';
import { buildRules, type RuleContext } from '@domain/permissions/build-rules';
import type { RequestDetail } from '@domain/requests/request-views';
import { AttachmentsSection } from '@/features/attachments/attachments-section';
import { attachmentsQuery } from '@/features/attachments/api/attachment-queries';
import { requestPartRights } from '@/features/requests/use-request-rights';
import { brandSystem } from '@/theme/brand-system';
import { render } from '../snackbar/render';

const none: RuleContext = { userId: 'tech', isAdmin: false, isInternalStaff: false, customers: [], brandOwners: [], vendors: [] };
const vendorTech = createAbility(buildRules({ ...none, vendors: [{ vendorId: 'coldchain', role: 'Vendor Technician' }] }));
const leader = createAbility(
  buildRules({
    ...none,
    userId: 'leader',
    customers: [{ customerId: 'harbor', status: 'Live', isSelfService: false, role: 'Company Leader', allLocations: true, locationIds: [] }],
  }),
);
const request = (requestStatus: RequestDetail['requestStatus']) =>
  ({ id: 'r1', customerId: 'harbor', location: { id: 'hg-101' }, assignedToVendor: { id: 'coldchain' }, requestStatus }) as RequestDetail;

const file = (id: string, name: string, uploader: string): AttachmentView => ({
  id,
  requestId: 'r1',
  taskId: null,
  name,
  attachmentType: 'Invoice',
  typeMetadata: null,
  contentType: 'application/pdf',
  size: 100,
  fileKey: `request-attachment/r1/${id}`,
  thumbnail: null,
  createdByUser: { id: uploader, name: uploader },
  createdAt: '2026-11-01T10:00:00.000Z',
});
const FILES = [file('a1', 'customer-invoice.pdf', 'leader'), file('a2', 'vendor-quote.pdf', 'tech')];

/** The buttons of each file card, by the file's name. */
async function shownControls(ability: typeof leader, status: RequestDetail['requestStatus']) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const page: Page<AttachmentView> = { items: FILES, total: FILES.length, limit: 50, offset: 0 };
  client.setQueryData(attachmentsQuery('r1', false).queryKey, page);
  const rights = requestPartRights(ability, request(status));
  const view = await render(
    <ChakraProvider value={brandSystem('teal')}>
      <QueryClientProvider client={client}>
        <AttachmentsSection requestId="r1" selfService={false} tasks={[]} mayChange={rights.mayChangeFile} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  cleanup = view.unmount;
  // The pending uploads and duplicate notices read the offline outbox (IndexedDB) after the first render.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  const cards = [...view.container.querySelectorAll('[data-testid=attachment]')];
  return Object.fromEntries(
    cards.map((card) => [card.querySelector('[title]')?.getAttribute('title'), [...card.querySelectorAll('button')].map((b) => b.textContent?.trim())]),
  );
}
let cleanup = () => {};

describe('the request page asks the server’s ability before offering a change', () => {
  afterEach(() => cleanup());

  it('offers the vendor rename and delete only on its own file while the request is open', async () => {
    expect(await shownControls(vendorTech, 'Request Open')).toEqual({
      'customer-invoice.pdf': ['Open'],
      'vendor-quote.pdf': ['Open', 'Rename', 'Delete'],
    });
    expect(await shownControls(vendorTech, 'Request Closed')).toEqual({ 'customer-invoice.pdf': ['Open'], 'vendor-quote.pdf': ['Open'] });
  });

  it('offers the customer every file, also once the request is closed', async () => {
    const all = { 'customer-invoice.pdf': ['Open', 'Rename', 'Delete'], 'vendor-quote.pdf': ['Open', 'Rename', 'Delete'] };
    expect(await shownControls(leader, 'Request Open')).toEqual(all);
    expect(await shownControls(leader, 'Request Closed')).toEqual(all);
  });

  it('leaves the next PM request, follow-ups and the checklist edit to the customer', () => {
    for (const field of ['pmSchedule', 'followUps', 'checklist'] as const) {
      expect(requestPartRights(vendorTech, request('Request Open')).decides(field), field).toBe(false);
      expect(requestPartRights(leader, request('Request Open')).decides(field), field).toBe(true);
    }
    expect(requestPartRights(vendorTech, undefined).decides('eta')).toBe(false);
  });
});
