import { Box, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { connectionState, useCacheFreshness } from '@/offline/cache-freshness';
import { dataAge } from './data-age';

/**
 * Says when the screen shows stored data: offline (or the network too slow to answer) and how old
 * the data is. Re-renders every 15 s so the age stays true.
 */
export function OfflineBanner() {
  const freshness = useCacheFreshness();
  const { oldestCachedAt, changedAt } = freshness;
  const connection = connectionState(freshness);
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  if (connection === 'online') return null;
  const now = Math.max(tick, changedAt);

  const age = oldestCachedAt !== null ? ` — showing data from ${dataAge(oldestCachedAt, now)}` : '';
  const text = connection === 'not-answering' ? `The connection is not answering${age}` : `You're offline${age}`;
  return (
    <Box
      role="status"
      data-testid="offline-banner"
      bg="orange.subtle"
      color="orange.fg"
      borderBottomWidth="1px"
      borderColor="orange.muted"
      px={{ base: '4', md: '8' }}
      py="2"
    >
      <HStack gap="2">
        <Box w="2" h="2" rounded="full" bg="orange.solid" flexShrink="0" />
        <Text textStyle="sm" fontWeight="medium">
          {text}
          {connection === 'not-answering' ? '' : '. Your changes are saved on this device and sent when you reconnect.'}
        </Text>
      </HStack>
    </Box>
  );
}
