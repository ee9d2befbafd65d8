import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode, RefObject } from 'react';

export type AppDialogProps = {
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the foot; none for a dialog that acts from its body (a search, a history). */
  footer?: ReactNode;
  onClose: () => void;
  open?: boolean;
  size?: Dialog.RootProps['size'];
  scrollBehavior?: Dialog.RootProps['scrollBehavior'];
  placement?: Dialog.RootProps['placement'];
  role?: Dialog.RootProps['role'];
  /** The element focused on open; Chakra's default is the first focusable one. */
  initialFocusEl?: RefObject<HTMLElement | null>;
  /** Makes the dialog a form: Enter in a field and the footer's submit button send it. */
  onSubmit?: (e: FormEvent<HTMLElement>) => void;
  /** With onSubmit: leave checking to the form's own code rather than the browser's. */
  noValidate?: boolean;
};

/** Every dialog's frame: a title, a body, an optional footer and a close button; Escape and the backdrop close it too. */
export function AppDialog({
  title,
  children,
  footer,
  onClose,
  open = true,
  size,
  scrollBehavior,
  placement,
  role,
  initialFocusEl,
  onSubmit,
  noValidate,
}: AppDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => !d.open && onClose()}
      size={size}
      scrollBehavior={scrollBehavior}
      placement={placement}
      role={role}
      initialFocusEl={initialFocusEl && (() => initialFocusEl.current)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...(onSubmit && { as: 'form', onSubmit, noValidate })}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
