import { Button, HStack, NativeSelect } from '@chakra-ui/react';
import { useRef } from 'react';

/**
 * A card header's upload control: the type the file is filed under, and a button that opens the
 * file picker (photos may ask for the camera). The picker is reset after each choice, so choosing
 * the same file again uploads it again.
 */
export function TypedUploadButton<T extends string>({
  types,
  type,
  onType,
  typeLabel,
  buttonLabel,
  fileLabel,
  busy,
  accept,
  capture,
  onFile,
}: {
  types: readonly T[];
  type: T;
  onType: (type: T) => void;
  typeLabel: string;
  buttonLabel: string;
  fileLabel: string;
  busy: boolean;
  accept?: string;
  capture?: 'environment' | 'user';
  onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <HStack gap="2">
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field aria-label={typeLabel} value={type} onChange={(e) => onType(e.target.value as T)}>
          {types.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button size="sm" variant="outline" loading={busy} onClick={() => input.current?.click()}>
        {buttonLabel}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        capture={capture}
        hidden
        aria-label={fileLabel}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </HStack>
  );
}
