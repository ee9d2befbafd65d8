import { Box, Card, Center, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BrandMark } from './brand-mark';
import { AppIcon, type IconName } from './icons';

/** The frame of pages reachable without signing in: the brand, then one white card in the middle. */
export function PublicPage({ title, icon, children, maxW = 'md' }: { title: string; icon?: IconName; children: ReactNode; maxW?: string }) {
  return (
    <Flex direction="column" minH="100dvh" px="4" py={{ base: '6', md: '12' }} align="center">
      {/* Every part in a landmark (header, main, footer), so a screen reader's region list has it all. */}
      <Box as="header" mb={{ base: '6', md: '8' }}>
        <BrandMark />
      </Box>
      <Card.Root as="main" w="full" maxW={maxW} variant="elevated" shadow="sm" rounded="xl">
        <Card.Body gap="4" p={{ base: '6', md: '8' }}>
          {icon && (
            <Center boxSize="12" rounded="full" bg="brand.subtle" color="brand.fg">
              <AppIcon name={icon} boxSize="6" />
            </Center>
          )}
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {children}
        </Card.Body>
      </Card.Root>
      <Text as="footer" mt="auto" pt="8" fontSize="xs" color="fg.muted">
        Version {__APP_VERSION__.version}
      </Text>
    </Flex>
  );
}
