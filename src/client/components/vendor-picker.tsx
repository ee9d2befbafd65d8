import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { VendorSummary } from '../../domain/vendors/vendor-api';

/**
 * Find a vendor by name, email or phone and pick one. The caller supplies the search (vendors are
 * a shared directory) and what picking does; vendors in `exclude` are not offered.
 */
export function VendorPicker(props: {
  search: (text: string) => Promise<{ items: VendorSummary[] }>;
  onPick: (vendor: VendorSummary) => void;
  exclude?: readonly string[];
  actionLabel?: string;
  busy?: boolean;
}) {
  const { search } = props;
  const [text, setText] = useState('');
  const [found, setFound] = useState<VendorSummary[]>([]);
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
      <Input size="sm" aria-label="Find a vendor" placeholder="Find a vendor by name, email or phone" value={text} onChange={(e) => setText(e.target.value)} />
      {shown.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none" maxH="56" overflowY="auto">
          {shown.map((v) => (
            <HStack as="li" key={v.id} justify="space-between" gap="2" px="2" py="1" rounded="md" _hover={{ bg: 'bg.muted' }}>
              <Stack gap="0" minW="0">
                <Text fontSize="sm" fontWeight="medium" truncate>
                  {v.name}
                </Text>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {[v.email, v.phone].filter(Boolean).join(' · ') || 'No contact details'}
                </Text>
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
          No vendor matches yet.
        </Text>
      )}
    </Stack>
  );
}
