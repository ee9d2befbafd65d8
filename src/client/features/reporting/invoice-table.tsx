import { Badge, Link as ChakraLink, Grid, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Fragment, type ReactNode } from 'react';
import { formatDay } from '@domain/format/date-format';
import { formatUsd } from '@domain/format/money-format';
import type { InvoiceSummary } from '@domain/reporting/invoices-api';
import { locationLabel } from '@/components/location-label';

const usd = (cents: number) => formatUsd(cents / 100);
const STATUS_PALETTE = { Submitted: 'blue', Approved: 'teal', Paid: 'green', Disputed: 'red' } as const;
const LINES = [
  ['Labour', (i: InvoiceSummary) => i.labourCents],
  ['Parts', (i: InvoiceSummary) => i.partsCents],
  ['Travel', (i: InvoiceSummary) => i.travelCents],
  ['Tax', (i: InvoiceSummary) => i.taxCents],
] as const;
/** Names wrap (the scroll area keeps cells on one line), so the table fits a desktop's card. */
const WRAPS = { whiteSpace: 'normal', minW: '24' } as const;

/**
 * A page of invoices (docs/product/reporting.md#invoices): the total and status first (what a finance
 * user scans for, in view without scrolling), then vendor, location, category with the equipment
 * under it, the request it is matched to (or "Unmatched") and the lines in one column: it fits a
 * desktop's card, and scrolls sideways inside it on a narrow screen. `action` adds a column after the status (the unmatched list's "Match").
 */
export function InvoiceTable({ items, action }: { items: readonly InvoiceSummary[]; action?: (invoice: InvoiceSummary) => ReactNode }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxW="full" tabIndex={0} role="region" aria-label="Invoices">
      <Table.Root size="sm" aria-label="Invoices">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Invoice</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            {action && <Table.ColumnHeader>Action</Table.ColumnHeader>}
            <Table.ColumnHeader>Vendor</Table.ColumnHeader>
            <Table.ColumnHeader>Location</Table.ColumnHeader>
            <Table.ColumnHeader>Category, equipment</Table.ColumnHeader>
            <Table.ColumnHeader>Request</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Lines</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((i) => (
            <Table.Row key={i.id}>
              <Table.Cell whiteSpace="nowrap">
                <Text fontWeight="medium">{i.invoiceNumber}</Text>
                <Text textStyle="xs" color="fg.muted">
                  {formatDay(i.invoicedAt)}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="semibold">
                {usd(i.totalCents)}
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={STATUS_PALETTE[i.status]} variant="subtle">
                  {i.status}
                </Badge>
              </Table.Cell>
              {action && <Table.Cell>{action(i)}</Table.Cell>}
              <Table.Cell {...WRAPS}>{i.vendor.name}</Table.Cell>
              <Table.Cell {...WRAPS}>{locationLabel(i.location)}</Table.Cell>
              <Table.Cell {...WRAPS}>
                <Text>{i.serviceCategory?.name ?? '–'}</Text>
                <Text textStyle="xs" color="fg.muted">
                  {i.asset?.name ?? 'No equipment'}
                </Text>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {i.request ? (
                  <ChakraLink asChild color="brand.fg">
                    <Link to="/requests/$id" params={{ id: i.request.id }}>
                      #{i.request.number}
                    </Link>
                  </ChakraLink>
                ) : (
                  <Text as="span" color="fg.muted">
                    Unmatched
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <Grid templateColumns="auto auto" columnGap="2" justifyContent="end" textStyle="xs" whiteSpace="nowrap">
                  {LINES.map(([label, cents]) => (
                    <Fragment key={label}>
                      <Text color="fg.muted">{label}</Text>
                      <Text textAlign="end">{usd(cents(i))}</Text>
                    </Fragment>
                  ))}
                </Grid>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
