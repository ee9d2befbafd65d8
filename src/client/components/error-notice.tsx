import { Alert, Button } from '@chakra-ui/react';

/** A failed load or save (docs/product/messages.md text or the server's message), with a retry when there is one. */
export function ErrorNotice({ message, onRetry, size }: { message: string; onRetry?: () => void; size?: 'sm' | 'md' }) {
  return (
    <Alert.Root status="error" rounded="md" role="alert" size={size}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
      {onRetry && (
        <Button size="xs" variant="outline" ms="auto" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert.Root>
  );
}
