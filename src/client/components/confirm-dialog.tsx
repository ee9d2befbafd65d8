import { Button, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppDialog } from './app-dialog';

/**
 * A yes/no question as an `alertdialog`: a message, a cancel and a confirm button (red when the
 * action destroys something), the confirm button busy while the action runs.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  busy = false,
  open = true,
  onConfirm,
  onClose,
}: {
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  busy?: boolean;
  open?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <AppDialog
      role="alertdialog"
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button colorPalette={destructive ? 'red' : 'brand'} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Text>{message}</Text>
    </AppDialog>
  );
}
