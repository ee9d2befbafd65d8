import { Button } from '@chakra-ui/react';
import { AppDialog, type AppDialogProps } from './app-dialog';

export type FormDialogProps = Omit<AppDialogProps, 'footer' | 'onSubmit'> & {
  /** What the submit button says it does: "Save", "Add vendor". */
  submitLabel: string;
  busy: boolean;
  /** The form cannot be sent yet (a required field is empty): the button is off and Enter does nothing. */
  disabled?: boolean;
  onSubmit: () => void;
};

/**
 * A dialog that is a form: Enter in a field or the submit button at its foot sends it, Cancel
 * closes it. The frame is AppDialog's.
 */
export function FormDialog({ submitLabel, busy, disabled, onSubmit, ...dialog }: FormDialogProps) {
  return (
    <AppDialog
      {...dialog}
      onSubmit={(e) => {
        e.preventDefault();
        if (!disabled) onSubmit();
      }}
      footer={
        <>
          <Button variant="outline" onClick={dialog.onClose}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={busy} disabled={disabled}>
            {submitLabel}
          </Button>
        </>
      }
    />
  );
}
