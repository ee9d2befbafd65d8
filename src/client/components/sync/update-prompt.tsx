import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { applyAppUpdate, useUpdateReady } from '@/offline/app-update';

/**
 * "A new version is ready — Later / Reload": the new version takes over only when the user says so, and
 * only once no change is being sent (applyAppUpdate waits for that). Later hides the prompt for this
 * visit (kept here, not in app-update, which every first load carries); the next one offers it again.
 */
export function UpdatePrompt() {
  const ready = useUpdateReady();
  const [applying, setApplying] = useState(false);
  const [later, setLater] = useState(false);
  if (!ready || later) return null;
  return (
    <Box position="fixed" insetX="4" bottom={{ base: '20', md: '6' }} zIndex="toast" display="flex" justifyContent="center" pointerEvents="none">
      <HStack role="status" pointerEvents="auto" bg="bg.inverted" color="fg.inverted" rounded="l2" shadow="lg" px="4" py="2" gap="2">
        <Text textStyle="sm" me="2">
          A new version is ready
        </Text>
        {!applying && (
          <Button size="sm" variant="ghost" color="fg.inverted" _hover={{ bg: 'whiteAlpha.200' }} onClick={() => setLater(true)}>
            Later
          </Button>
        )}
        <Button
          size="sm"
          colorPalette="brand"
          loading={applying}
          loadingText="Finishing sync…"
          onClick={() => {
            setApplying(true);
            void applyAppUpdate();
          }}
        >
          Reload
        </Button>
      </HStack>
    </Box>
  );
}
