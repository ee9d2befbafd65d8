import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { PmTemplateListQuery } from '@domain/pm/pm-templates-api';
import { AppDialog } from '@/components/app-dialog';
import { SelectField } from '@/components/select-field';
import { useSession } from '@/session/session-context';
import { PmTemplateList } from './pm-template-list';

const ARCHIVED_CHOICES = [
  { value: 'exclude', label: 'In use' },
  { value: 'include', label: 'In use and archived' },
  { value: 'only', label: 'Archived only' },
];

/** The customer's PM templates, opened from the schedules page (docs/product/maintenance-and-guides.md#templates). */
export function PmTemplatesDialog({ onClose }: { onClose: () => void }) {
  const { ability } = useSession();
  const [archived, setArchived] = useState<NonNullable<PmTemplateListQuery['archived']>>('exclude');
  const [adding, setAdding] = useState(false);
  return (
    <AppDialog title="PM templates" onClose={onClose} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      <Stack gap="4">
        <HStack justify="space-between" align="end" gap="3" wrap="wrap">
          <Box flex="1" maxW="64">
            <SelectField label="Show" size="sm" value={archived} options={ARCHIVED_CHOICES} onChange={(v) => setArchived(v as typeof archived)} />
          </Box>
          {ability.can('create', 'PmTemplate') && (
            <Button colorPalette="brand" size="sm" onClick={() => setAdding(true)}>
              New template
            </Button>
          )}
        </HStack>
        <PmTemplateList key={archived} archived={archived} adding={adding} onAdded={() => setAdding(false)} />
      </Stack>
    </AppDialog>
  );
}
