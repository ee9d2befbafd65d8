import { Alert, Button } from '@chakra-ui/react';

/**
 * A failed load or save (docs/product/messages.md text or the server's message), with a retry when
 * there is one: beside the message and centred on its row, or under it on a phone.
 */
export function ErrorNotice({ message, onRetry, size }: { message: string; onRetry?: () => void; size?: 'sm' | 'md' }) {
  return (
    <Alert.Root status="error" rounded="md" role="alert" size={size} alignItems={{ base: 'flex-start', sm: 'center' }}>
      <Alert.Indicator />
      <Alert.Content flexDirection={{ base: 'column', sm: 'row' }} alignItems={{ base: 'flex-start', sm: 'center' }} gap={{ base: '2', sm: '3' }}>
        <Alert.Title flex="1">{message}</Alert.Title>
        {onRetry && (
          <Button size="xs" variant="outline" flexShrink={0} onClick={onRetry}>
            Try again
          </Button>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
