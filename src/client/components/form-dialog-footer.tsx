import { Button } from '@chakra-ui/react';

/**
 * The foot of a form dialog: Cancel, and the submit button (busy while saving). In a dialog made a
 * form by `onSubmit` the button submits it; elsewhere give `onSubmit` here.
 */
export function FormDialogFooter(props: { onCancel: () => void; submitLabel: string; busy?: boolean; disabled?: boolean; onSubmit?: () => void }) {
  return (
    <>
      <Button variant="outline" onClick={props.onCancel}>
        Cancel
      </Button>
      <Button type={props.onSubmit ? 'button' : 'submit'} colorPalette="brand" loading={props.busy} disabled={props.disabled} onClick={props.onSubmit}>
        {props.submitLabel}
      </Button>
    </>
  );
}
