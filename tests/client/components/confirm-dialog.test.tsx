import { ChakraProvider } from '@chakra-ui/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppDialog } from '@/components/app-dialog';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { brandSystem } from '@/theme/brand-system';
import { render } from '../snackbar/render';

let cleanup = () => {};

async function show(node: React.ReactNode) {
  const view = await render(<ChakraProvider value={brandSystem('teal')}>{node}</ChakraProvider>);
  cleanup = view.unmount;
}

const button = (name: string) => {
  const found = [...document.body.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

describe('AppDialog', () => {
  afterEach(() => cleanup());

  it('is a dialog named by its title, with a close button that closes it', async () => {
    let closed = 0;
    await show(
      <AppDialog title="Edit attachment" onClose={() => closed++}>
        body
      </AppDialog>,
    );
    const dialog = document.body.querySelector('[role="dialog"]');
    expect(document.getElementById(dialog!.getAttribute('aria-labelledby')!)?.textContent).toBe('Edit attachment');
    await act(async () => button('Close').click());
    expect(closed).toBe(1);
  });
});

describe('ConfirmDialog', () => {
  afterEach(() => cleanup());

  it('asks as an alertdialog; cancel and confirm call their own handlers', async () => {
    const calls: string[] = [];
    await show(
      <ConfirmDialog
        title="Delete attachment?"
        message="plan.pdf will be removed from this asset."
        confirmLabel="Delete"
        destructive
        onClose={() => calls.push('cancel')}
        onConfirm={() => calls.push('confirm')}
      />,
    );
    expect(document.body.querySelector('[role="alertdialog"]')?.textContent).toContain('plan.pdf will be removed from this asset.');
    await act(async () => button('Cancel').click());
    await act(async () => button('Delete').click());
    expect(calls).toEqual(['cancel', 'confirm']);
  });

  it('shows the confirm button busy while the action runs', async () => {
    await show(<ConfirmDialog title="Archive Pat?" message="m" confirmLabel="Archive" busy onClose={() => {}} onConfirm={() => {}} />);
    expect(button('Archive').disabled).toBe(true);
    expect(button('Archive').hasAttribute('data-loading')).toBe(true);
  });
});
