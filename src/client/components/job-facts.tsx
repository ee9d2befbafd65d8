import { Badge, DataList, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatZonedDateTime } from '@domain/format/date-format';
import { formatUsdExact } from '@domain/format/money-format';
import type { PublicLinkView } from '@domain/public-links/public-links-api';
import { ticketTitleBesideAsset } from '@domain/requests/ticket-title';
import { formatPhoneForDisplay } from '@domain/users/phone-display';
import { PriorityBadge } from './request-badges';
import { locationLabel } from './location-label';

/**
 * A job as a vendor sees it, on a link's page and in My jobs (docs/product/public-links.md): the
 * request's facts, the site with tap-to-call, a map link and access notes, and what the customer asked to be quoted.
 */

/** A link a finger taps on a phone: the row 44 px tall, underlined so it reads as one. */
const TAP_LINK = { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '3px', minH: '11', display: 'flex', alignItems: 'center' } as const;

/** A maps search for an address: opens the phone's maps app (or the map in a browser). */
const mapUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/**
 * What the request is: where (with the store's phone, the address on a map, whom to ask for and how to
 * get in), which equipment, what is wrong, how urgent; no other people.
 */
export function RequestFacts({ view }: { view: Pick<PublicLinkView, 'request' | 'location' | 'customerName'> }) {
  const { request, location } = view;
  const place = locationLabel(location);
  return (
    <Stack gap="3">
      {request && (
        <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
          Request #{request.number} · {view.customerName}
        </Text>
      )}
      <DataList.Root orientation="vertical" size="sm" gap="3">
        <Fact label="Location">
          <Text>{place}</Text>
          {location.address && (
            // The vendor's phone opens its maps app on the address.
            <Link href={mapUrl(location.address)} target="_blank" rel="noopener noreferrer" {...TAP_LINK}>
              {location.address}
            </Link>
          )}
          {location.phone && (
            <Link href={`tel:${location.phone}`} fontWeight="medium" {...TAP_LINK}>
              Call the store: {formatPhoneForDisplay(location.phone)}
            </Link>
          )}
        </Fact>
        {location.siteContact && (
          <Fact label="Ask for">
            {location.siteContact.name && <Text>{location.siteContact.name}</Text>}
            {location.siteContact.phone && (
              <Link href={`tel:${location.siteContact.phone}`} fontWeight="medium" {...TAP_LINK}>
                Call {formatPhoneForDisplay(location.siteContact.phone)}
              </Link>
            )}
          </Fact>
        )}
        {location.accessNotes && (
          <Fact label="Getting in">
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
              {location.accessNotes}
            </Text>
          </Fact>
        )}
        {request?.asset && (
          <Fact label="Equipment">
            {request.asset.name}
            {request.asset.modelNumber ? ` (${request.asset.modelNumber})` : ''}
          </Fact>
        )}
        {request && (
          <Fact label="Problem">
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
              {request.ticketName ? `${ticketTitleBesideAsset(request.ticketName, request.asset?.name)}: ` : ''}
              {request.problem}
            </Text>
          </Fact>
        )}
        {request && (
          <Fact label="Priority">
            <PriorityBadge priority={request.requestPriority} />
          </Fact>
        )}
        {request && request.nteCents !== null && (
          <Fact label="Not to exceed">
            {formatUsdExact(request.nteCents)}
            <Text as="span" display="block" color="fg.muted" textStyle="xs">
              Above this, send a quote and wait for approval.
            </Text>
          </Fact>
        )}
        {request?.serviceWindow && (
          <Fact label="Service window">
            {formatZonedDateTime(request.serviceWindow.start, location.timezone)}
            {request.serviceWindow.end ? ` to ${formatZonedDateTime(request.serviceWindow.end, location.timezone)}` : ''}
          </Fact>
        )}
        {request?.eta && <Fact label="ETA">{formatZonedDateTime(request.eta, location.timezone)}</Fact>}
        {request?.subStatus && (
          <Fact label="Status">
            <Badge variant="subtle">{request.subStatus}</Badge>
          </Fact>
        )}
      </DataList.Root>
    </Stack>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue display="block">{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** What the customer asked the quote to cover, and when they asked. */
export function QuoteAsk({ note, askedAt, timezone }: { note: string; askedAt: string; timezone: string }) {
  return (
    <Stack gap="1" borderStartWidth="3px" borderColor="brand.solid" ps="3">
      <Text textStyle="sm" fontWeight="medium">
        What the quote should cover
      </Text>
      <Text textStyle="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
        {note}
      </Text>
      <Text textStyle="xs" color="fg.muted">
        Asked {formatZonedDateTime(askedAt, timezone)}
      </Text>
    </Stack>
  );
}
