import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveStatus, useSave, type Save, type SaveFailure } from '@/components/use-save';
import { SAVE_MESSAGES } from '@/lib/save-messages';
import { render } from './render';

const showSnackbar = vi.hoisted(() => vi.fn());
vi.mock('@/components/snackbar/snackbar', () => ({ showSnackbar }));
// SaveStatus draws its failure with Chakra; the text and role are what this test is about.
vi.mock('@/components/error-notice', () => ({ ErrorNotice: ({ message }: { message: string }) => <p role="alert">{message}</p> }));

/** A section with one save, its status beside it, as the app's forms have. */
async function renderSection() {
  const current: { save?: Save } = {};
  function Section() {
    current.save = useSave();
    return <SaveStatus save={current.save} />;
  }
  const view = await render(<Section />);
  return {
    ...view,
    run: <T,>(...args: Parameters<Save['run']>) => act(() => current.save!.run<T>(...(args as [() => Promise<T>, SaveFailure, string?]))),
  };
}

describe('useSave: every save says how it went in the snackbar (docs/product/messages.md)', () => {
  let cleanup: () => void = () => {};
  beforeEach(() => showSnackbar.mockClear());
  afterEach(() => cleanup());

  it("says 'Save Successful.' in a green snackbar and nothing inline", async () => {
    const { container, unmount, run } = await renderSection();
    cleanup = unmount;
    expect(await run(() => Promise.resolve(7), SAVE_MESSAGES.saveFailed)).toBe(7);
    expect(showSnackbar).toHaveBeenCalledExactlyOnceWith('success', 'Save Successful.');
    expect(container.textContent).toBe('');
  });

  it("uses the caller's success text when it has one", async () => {
    const { unmount, run } = await renderSection();
    cleanup = unmount;
    await run(() => Promise.resolve(true), 'Could not share the task.', 'Task shared.');
    expect(showSnackbar).toHaveBeenCalledExactlyOnceWith('success', 'Task shared.');
  });

  it("says nothing on success when the caller's text is empty (its screen's change says it)", async () => {
    const { unmount, run } = await renderSection();
    cleanup = unmount;
    expect(await run(() => Promise.resolve('https://files.example/a.pdf'), 'An error occurred while trying to open the file.', '')).toBe(
      'https://files.example/a.pdf',
    );
    expect(showSnackbar).not.toHaveBeenCalled();
  });

  it('lets the caller word a failure itself', async () => {
    const { container, unmount, run } = await renderSection();
    cleanup = unmount;
    await run(
      () => Promise.reject(new Error('403')),
      (e: unknown) => `Refused: ${(e as Error).message}`,
    );
    expect(showSnackbar).toHaveBeenCalledExactlyOnceWith('error', 'Refused: 403');
    expect(container.querySelector('[role=alert]')?.textContent).toBe('Refused: 403');
  });

  it('says a failure in a red snackbar and keeps it beside the section until the next save', async () => {
    const { container, unmount, run } = await renderSection();
    cleanup = unmount;
    expect(await run(() => Promise.reject(new Error('boom')), SAVE_MESSAGES.saveFailed)).toBeUndefined();
    expect(showSnackbar).toHaveBeenCalledExactlyOnceWith('error', SAVE_MESSAGES.saveFailed);
    expect(container.querySelector('[role=alert]')?.textContent).toBe(SAVE_MESSAGES.saveFailed);

    await run(() => Promise.resolve(1), SAVE_MESSAGES.saveFailed);
    expect(container.querySelector('[role=alert]')).toBeNull();
  });
});
