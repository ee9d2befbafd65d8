import { Box, Skeleton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorNotice } from '@/components/error-notice';
import { TitledCard } from '@/components/titled-card';
import { useKeptData, type TileRead } from '@/components/use-kept-data';

/**
 * One dashboard tile over one read (docs/product/home.md): a skeleton until its first answer, then
 * its figures; a failure says so above the last figures it showed, with a retry. Figures of an
 * earlier filter, shown while the new ones load or after they failed, are dimmed. A tile whose
 * figures take much more room than the plain skeleton gives a `placeholder` answer: the skeleton is
 * then the tile itself drawn over it, hidden, so the answer takes the room it kept and pushes
 * nothing below it down (issue 32: layout shift on /home).
 */
export function DashboardCard<T>({
  title,
  read,
  action,
  skeletonHeight = '32',
  placeholder,
  children,
}: {
  title: string;
  read: TileRead<T>;
  /** A link to the list behind the tile. */
  action?: ReactNode;
  skeletonHeight?: string;
  /** An answer of the usual shape, drawn hidden under the skeleton while the first one loads. */
  placeholder?: T;
  children: (data: T) => ReactNode;
}) {
  const data = useKeptData(read);
  const earlier = read.data === undefined || read.isPlaceholderData;
  return (
    <TitledCard title={title} action={action} bodyGap="3" h="full" aria-busy={read.isFetching}>
      {read.error && <ErrorNotice size="sm" message={read.error.message} onRetry={() => void read.refetch()} />}
      {read.error && data !== undefined && read.data === undefined && (
        <Text textStyle="xs" color="fg.muted">
          Showing the figures it last loaded, for the filter before.
        </Text>
      )}
      {data !== undefined ? (
        <Box opacity={earlier ? 0.6 : 1} transition="opacity 0.2s">
          {children(data)}
        </Box>
      ) : (
        read.isPending &&
        (placeholder === undefined ? (
          <Skeleton height={skeletonHeight} rounded="md" />
        ) : (
          <Skeleton loading rounded="md">
            {children(placeholder)}
          </Skeleton>
        ))
      )}
    </TitledCard>
  );
}
