import { Button, Stack } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';

/**
 * Parts of a page its user seldom needs, folded under one button until asked for (a disclosure:
 * the button says whether they are shown). The parts mount, and read their data, only when opened.
 */
export function FoldedSection({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Stack gap="4">
      <Button variant="outline" w="full" justifyContent="space-between" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {label}
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </Button>
      {open && (
        <Stack gap="4" id={id}>
          {children}
        </Stack>
      )}
    </Stack>
  );
}
