import { Button } from '@chakra-ui/react';

/** The foot of a dialog that is a form (AppDialog's onSubmit): Cancel, and the submit button saying what it does. */
export function FormDialogFooter({ submitLabel, busy, onCancel }: { submitLabel: string; busy: boolean; onCancel: () => void }) {
  return (
    <>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" colorPalette="brand" loading={busy}>
        {submitLabel}
      </Button>
    </>
  );
}
