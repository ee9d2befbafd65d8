import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A screen's title, a line about it, and its main actions on the right. */
export function PageHeader({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <Flex gap="4" align={{ base: 'flex-start', sm: 'center' }} justify="space-between" wrap="wrap" mb="6">
      <Box>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" mt="1">
            {description}
          </Text>
        )}
      </Box>
      {actions}
    </Flex>
  );
}
