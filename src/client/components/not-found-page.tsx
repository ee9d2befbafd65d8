import { Box, Button, Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { AppIcon } from './icons';

/** The catch-all page: nothing lives at this address; a way home. */
export function NotFoundPage() {
  return (
    <Center minH="70dvh" px="4" py="10">
      <Card.Root w="full" maxW="md" variant="elevated" shadow="sm" rounded="xl">
        <Card.Body as={Stack} gap="4" p={{ base: '6', md: '8' }} alignItems="flex-start">
          <Center boxSize="12" rounded="full" bg="brand.subtle" color="brand.fg">
            <AppIcon name="compass" boxSize="6" />
          </Center>
          <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
            404
          </Text>
          <Heading as="h1" size="xl">
            Page not found
          </Heading>
          <Text color="fg.muted">The address may be mistyped, or the page has moved. Check the link or start again from home.</Text>
          <Button asChild colorPalette="brand">
            <Link to="/">Go to home</Link>
          </Button>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}

/** An address no route answers: the not-found page is drawn in place of the whole app, as its main landmark. */
export function PublicNotFoundPage() {
  return (
    <Box as="main">
      <NotFoundPage />
    </Box>
  );
}
