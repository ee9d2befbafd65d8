import { Alert, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';

export interface LoginCardProps {
  /** A message to show above the form, e.g. from ?errorMessage= or a failed attempt. */
  errorMessage?: string;
  /** Called with the trimmed email or phone the user entered. */
  onSubmitIdentifier?: (identifier: string) => void;
  busy?: boolean;
  /** Extra sign-in options below the form (login providers, magic link). */
  children?: ReactNode;
}

/** The sign-in form body: one email-or-phone field and a primary action in the brand colour. */
export function LoginCard({ errorMessage, onSubmitIdentifier, busy = false, children }: LoginCardProps) {
  const [identifier, setIdentifier] = useState('');
  const helpId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = identifier.trim();
    if (value) onSubmitIdentifier?.(value);
  };

  return (
    <Stack gap="5">
      <Text color="fg.muted">Sign in with your email address or mobile phone number. We will send you a one-time code.</Text>
      {errorMessage && (
        <Alert.Root status="error" rounded="md">
          <Alert.Indicator />
          <Alert.Title>{errorMessage}</Alert.Title>
        </Alert.Root>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <Field.Root required>
            <Field.Label>Email or phone</Field.Label>
            <Input
              name="identifier"
              type="text"
              inputMode="email"
              autoComplete="username"
              placeholder="you@example.com or +1 555 123 4567"
              value={identifier}
              onChange={(event) => setIdentifier(event.target.value)}
              aria-describedby={helpId}
              size="lg"
            />
            <Field.HelperText id={helpId}>Phone numbers without a country code are treated as US numbers.</Field.HelperText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" size="lg" loading={busy} disabled={!identifier.trim()}>
            Continue
          </Button>
        </Stack>
      </form>
      {children}
    </Stack>
  );
}
