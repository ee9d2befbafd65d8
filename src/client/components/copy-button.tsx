import { Button, type ButtonProps } from '@chakra-ui/react';
import { copyToClipboard } from '../lib/copy-to-clipboard';

/**
 * A "Copy" button for a link or an id shown to the user: copies `text`, and the snackbar confirms
 * (or says the clipboard was refused). `label` names what is copied for screen readers.
 */
export function CopyButton({ text, label, children = 'Copy', ...props }: { text: string; label: string } & Omit<ButtonProps, 'onClick'>) {
  return (
    <Button variant="outline" size="sm" aria-label={label} onClick={() => void copyToClipboard(text)} {...props}>
      {children}
    </Button>
  );
}
