import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { NamedRef } from '@domain/api/contract';
import { formatPhoneForDisplay } from '@domain/users/phone-display';
import type { VendorSummary } from '@domain/vendors/vendor-api';
import { INSURANCE_MARKS, insuranceMark, localDay } from '@domain/vendors/vendor-insurance';

/** Marks a vendor whose insurance ran out or runs out soon (docs/product/vendors.md#insurance), else nothing. */
function InsuranceBadge({ expiresOn }: { expiresOn: string | null }) {
  const mark = insuranceMark(expiresOn, localDay());
  if (!mark) return null;
  return (
    <Badge colorPalette={mark === 'expired' ? 'red' : 'orange'} variant="subtle" size="sm" alignSelf="flex-start">
      {INSURANCE_MARKS[mark]}
    </Badge>
  );
}

/**
 * A vendor as the network shows it (docs/product/vendors.md): name, how to reach it, the categories
 * it works in, whether its insurance ran out, and what the screen adds under it (rates, the reason
 * it was dropped...).
 */
export function VendorCard({
  vendor,
  categories = [],
  badge,
  headingLevel = 'h3',
  children,
}: {
  vendor: VendorSummary;
  categories?: readonly NamedRef[];
  badge?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  children?: ReactNode;
}) {
  const contact = [vendor.email, vendor.phone ? formatPhoneForDisplay(vendor.phone) : null].filter(Boolean);
  return (
    <Card.Root variant="outline" size="sm" data-testid="vendor-card" minW="0">
      <Card.Body gap="2">
        <HStack justify="space-between" align="flex-start" gap="2" wrap="wrap">
          <Stack gap="0.5" minW="0" flex="1">
            <Heading as={headingLevel} size="sm" overflowWrap="anywhere">
              {vendor.name}
            </Heading>
            <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
              {contact.join(' · ') || 'No contact details'}
            </Text>
          </Stack>
          {badge}
        </HStack>
        <InsuranceBadge expiresOn={vendor.insuranceExpiresOn} />
        {categories.length > 0 && (
          <HStack gap="1" wrap="wrap">
            {categories.map((c) => (
              <Badge key={c.id} variant="subtle" size="sm">
                {c.name}
              </Badge>
            ))}
          </HStack>
        )}
        {children}
      </Card.Body>
    </Card.Root>
  );
}
