import { Button, Group, Input, Stack, Text } from '@chakra-ui/react';
import { TitledCard } from '@/components/titled-card';
import { useState } from 'react';
import { formatDate } from '@domain/format/date-format';
import { LINK_HANDOUT_MESSAGES, type IntakeLink } from '@domain/public-links/link-handouts-api';
import { CopyButton } from '@/components/copy-button';
import { SaveStatus, useSave } from '@/components/use-save';
import { createIntakeLink } from '../public-links/api/link-handout-calls';

/**
 * A location's request-intake link, for those who may change the location
 * (docs/product/public-links.md#handing-out-links): whoever holds it files requests at this location
 * without an account, until it expires. It is shown once, to copy and pass on (a poster, a text).
 */
export function IntakeLinkCard({ locationId }: { locationId: string }) {
  const [link, setLink] = useState<IntakeLink>();
  const save = useSave();
  const create = async () => {
    const made = await save.run(() => createIntakeLink(locationId), LINK_HANDOUT_MESSAGES.intakeLink, 'Intake link created.');
    if (made) setLink(made);
  };
  return (
    <TitledCard title="Request intake link" description="Anyone with the link can report a problem at this location without an account." bodyGap="3" size="sm">
      {link && (
        <Stack gap="1">
          <Group attached w="full">
            <Input readOnly value={link.url} aria-label="Intake link" onFocus={(e) => e.target.select()} />
            <CopyButton text={link.url} label="Copy intake link" size="md" />
          </Group>
          <Text fontSize="sm" color="fg.muted">
            Works until {formatDate(link.expiresAt)}. It is shown only now: copy it before you leave.
          </Text>
        </Stack>
      )}
      <SaveStatus save={save} />
      <Button alignSelf="start" size="sm" variant={link ? 'ghost' : 'outline'} loading={save.busy} onClick={() => void create()}>
        {link ? 'Create another link' : 'Create intake link'}
      </Button>
    </TitledCard>
  );
}
