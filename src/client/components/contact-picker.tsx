import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

/** Whoever the picker offers: a vendor, a member of the portal's staff. */
export interface Contact {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
}

/**
 * Find a vendor or a person by name, email or phone and pick one. The caller supplies the search
 * (a shared directory) and what picking does; contacts in `exclude` are not offered.
 */
export function ContactPicker<T extends Contact>(props: {
  /** What is looked for, in the labels: "vendor", "staff member". */
  noun: string;
  search: (text: string) => Promise<{ items: T[] }>;
  onPick: (contact: T) => void;
  exclude?: readonly string[];
  actionLabel?: string;
  busy?: boolean;
  /** A warning under a contact's name (a vendor the customer eighty-sixed), or null. */
  warning?: (contact: T) => string | null;
}) {
  const { search } = props;
  const [text, setText] = useState('');
  const [found, setFound] = useState<T[]>([]);
  useEffect(() => {
    if (text.trim().length < 2) return;
    let live = true;
    // Wait for a pause in typing before asking.
    const timer = setTimeout(() => {
      search(text.trim()).then(
        (page) => live && setFound(page.items),
        () => live && setFound([]),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, search]);
  const shown = text.trim().length < 2 ? [] : found.filter((v) => !props.exclude?.includes(v.id));
  return (
    <Stack gap="2">
      <Input
        size="sm"
        aria-label={`Find a ${props.noun}`}
        placeholder={`Find a ${props.noun} by name, email or phone`}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {shown.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none" maxH="56" overflowY="auto">
          {shown.map((v) => (
            <HStack as="li" key={v.id} justify="space-between" gap="2" px="2" py="1" rounded="md" _hover={{ bg: 'bg.muted' }}>
              <Stack gap="0" minW="0" flex="1">
                <Text fontSize="sm" fontWeight="medium" truncate>
                  {v.name}
                </Text>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {[v.email, v.phone].filter(Boolean).join(' · ') || 'No contact details'}
                </Text>
                {props.warning?.(v) && (
                  <Text fontSize="xs" color="fg.error">
                    {props.warning(v)}
                  </Text>
                )}
              </Stack>
              <Button size="xs" variant="outline" loading={props.busy} onClick={() => props.onPick(v)}>
                {props.actionLabel ?? 'Add'}
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
      {text.trim().length >= 2 && shown.length === 0 && (
        <Text fontSize="xs" color="fg.muted">
          No {props.noun} matches yet.
        </Text>
      )}
    </Stack>
  );
}
