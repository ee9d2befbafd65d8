import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { ErrorNotice } from '@/components/error-notice';

export interface LoginCardProps {
  identifier: string;
  onIdentifierChange: (value: string) => void;
  /** A message to show above the form, e.g. from ?errorMessage= or a failed attempt. */
  errorMessage?: string;
  /** Called with the trimmed email or phone the user entered. */
  onSubmitIdentifier: (identifier: string) => void;
  busy?: boolean;
  /** Extra sign-in options below the form (login providers, magic link). */
  children?: ReactNode;
}

/** The sign-in form body: one email-or-phone field and a primary action in the brand colour. */
export function LoginCard({ identifier, onIdentifierChange, errorMessage, onSubmitIdentifier, busy = false, children }: LoginCardProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = identifier.trim();
    if (value) onSubmitIdentifier(value);
  };

  return (
    <Stack gap="5">
      <Text color="fg.muted">Sign in with your email address or mobile phone number. We will send you a one-time code.</Text>
      {errorMessage && <LoginError message={errorMessage} />}
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <Field.Root required>
            <Field.Label>Email or phone</Field.Label>
            <Input
              name="identifier"
              type="text"
              inputMode="email"
              autoComplete="username"
              placeholder="name@company.com"
              value={identifier}
              onChange={(event) => onIdentifierChange(event.target.value)}
              size="lg"
            />
          </Field.Root>
          <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText="Sending code" disabled={!identifier.trim()}>
            Continue
          </Button>
        </Stack>
      </form>
      {children}
    </Stack>
  );
}

/** A failed sign-in step, announced to screen readers. */
export function LoginError({ message }: { message: string }) {
  return <ErrorNotice message={message} />;
}
