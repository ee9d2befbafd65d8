import { FetchError } from 'ofetch';

/**
 * The message to show for a failed call (docs/product/messages.md): the server's `message` field when the answer
 * has one, otherwise the caller's fallback text.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof FetchError) {
    const data: unknown = error.data;
    if (typeof data === 'object' && data !== null && 'message' in data) {
      const { message } = data;
      if (typeof message === 'string' && message.trim()) return message;
    }
  }
  return fallback;
}
