import { Box, Skeleton, Stack, useBreakpointValue } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { ErrorNotice } from './error-notice';
import type { IconName } from './icons';
import { PageNavigator } from './page-navigator';
import type { ShownPage } from './page-range';
import { SectionEmptyState } from './section-empty-state';

/** A page of a list as the API answers it. */
type PageOf<T> = Omit<ShownPage, 'items'> & { items: T[] };

export interface PagedResultsProps<T extends { id: string }> {
  /** The page's read, kept on screen while the next page loads (`placeholderData: keepPreviousData`). */
  list: UseQueryResult<PageOf<T>, Error>;
  /** What the list holds, for the loading label: "Loading requests". */
  noun: string;
  empty: { icon: IconName; title: string; text: string };
  /** One item as a card on a phone. */
  card: (item: T) => ReactNode;
  /** The page as a table, from md up. */
  table: (items: T[]) => ReactNode;
  cardsTestId: string;
  pageSize: number;
  /** The page the address asks for (1 when unset). */
  currentPage: number | undefined;
  onPage: (page: number) => void;
  /** The pager's text when there are none (PageNavigator's default otherwise). */
  emptyText?: string;
  rangeTestId?: string;
  /** Shown between the error and the results (the asset list's label bar). */
  children?: ReactNode;
}

/**
 * The body of a paged list (requests, tasks, escalations, assets): the read's error with a retry, a
 * skeleton while the first page loads, the empty state, the page as cards on a phone and a table
 * wider up (faded while the next page loads), and the pager at the foot.
 */
export function PagedResults<T extends { id: string }>(props: PagedResultsProps<T>) {
  const { list } = props;
  const page = list.data;
  // Only the layout the width shows is drawn (and redrawn when the width crosses md): drawing both and
  // hiding one with CSS doubled the work of every 50-row page, the first page after sign-in included.
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false });
  return (
    <>
      {list.error && <ErrorNotice message={list.error.message} onRetry={() => void list.refetch()} />}
      {props.children}
      {list.isPending && (
        <Stack gap="3" aria-busy="true" aria-label={`Loading ${props.noun}`}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height="16" rounded="md" />
          ))}
        </Stack>
      )}
      {page && page.items.length === 0 && <SectionEmptyState size="md" {...props.empty} />}
      {page && page.items.length > 0 && (
        <Box opacity={list.isPlaceholderData ? 0.6 : 1} transition="opacity 0.2s">
          {wide ? (
            props.table(page.items)
          ) : (
            <Stack gap="3" data-testid={props.cardsTestId}>
              {page.items.map((item) => (
                <Fragment key={item.id}>{props.card(item)}</Fragment>
              ))}
            </Stack>
          )}
        </Box>
      )}
      {page && page.total > 0 && (
        <PageNavigator
          page={page}
          emptyText={props.emptyText}
          rangeTestId={props.rangeTestId}
          onPrevious={() => props.onPage(Math.max(1, (props.currentPage ?? 1) - 1))}
          onNext={() => props.onPage(Math.floor(page.offset / props.pageSize) + 2)}
        />
      )}
    </>
  );
}
