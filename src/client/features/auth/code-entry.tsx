import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LOGIN_CODE_LENGTH, LOGIN_CODE_TTL_MINUTES } from '@domain/auth/auth-api';
import type { LoginIdentifier } from '@domain/auth/login-identifier';
import { formatPhoneForDisplay } from '@domain/users/phone-display';
import { LoginError } from './login-card';

export interface CodeEntryProps {
  identifier: LoginIdentifier;
  errorMessage?: string;
  busy: boolean;
  resending: boolean;
  onVerify: (code: string) => void;
  onResend: () => void;
  onChangeIdentifier: () => void;
}

/** Step two of code login: the six digits from the email or text message. */
export function CodeEntry({ identifier, errorMessage, busy, resending, onVerify, onResend, onChangeIdentifier }: CodeEntryProps) {
  const [code, setCode] = useState('');
  const complete = code.length === LOGIN_CODE_LENGTH;
  const where = identifier.kind === 'email' ? identifier.value : formatPhoneForDisplay(identifier.value);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (complete) onVerify(code);
  };

  return (
    <Stack gap="5">
      <Text color="fg.muted">
        We sent a {LOGIN_CODE_LENGTH}-digit code to{' '}
        <Text as="span" fontWeight="semibold" color="fg">
          {where}
        </Text>
        . It expires in {LOGIN_CODE_TTL_MINUTES} minutes.
      </Text>
      {errorMessage && <LoginError message={errorMessage} />}
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <Field.Root required>
            <Field.Label>Login code</Field.Label>
            <Input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={LOGIN_CODE_LENGTH}
              placeholder="123456"
              letterSpacing="0.4em"
              fontFamily="mono"
              size="lg"
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, LOGIN_CODE_LENGTH))}
              autoFocus
            />
          </Field.Root>
          <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText="Checking" disabled={!complete}>
            Log in
          </Button>
        </Stack>
      </form>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Button variant="plain" size="sm" px="0" onClick={onChangeIdentifier}>
          Use a different email or phone
        </Button>
        <Button variant="plain" size="sm" px="0" colorPalette="brand" loading={resending} onClick={onResend}>
          Send a new code
        </Button>
      </HStack>
    </Stack>
  );
}
