import { ChakraProvider } from '@chakra-ui/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showSnackbar } from '@/components/snackbar/snackbar';
import SnackbarHost from '@/components/snackbar/snackbar-host';
import { brandSystem } from '@/theme/brand-system';
import { render } from './render';

/** What the snackbar shows: each message's role, colour and text. */
const shown = () => [...document.querySelectorAll('[data-snackbar]')].map((el) => [el.getAttribute('role'), el.getAttribute('data-snackbar'), el.textContent]);

const renderHost = () =>
  render(
    <ChakraProvider value={brandSystem('teal')}>
      <SnackbarHost />
    </ChakraProvider>,
  );

describe('the snackbar (docs/product/messages.md: visible, text, colour)', () => {
  let cleanup: () => void = () => {};
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows success and info as a status, a failure as an alert, each with its colour', async () => {
    cleanup = (await renderHost()).unmount;
    act(() => {
      showSnackbar('success', 'Save Successful.');
      showSnackbar('info', 'Copied to clipboard.');
      showSnackbar('error', 'An error occurred while trying to save.');
    });
    expect(shown()).toEqual([
      ['status', 'success', 'Save Successful.'],
      ['status', 'info', 'Copied to clipboard.'],
      ['alert', 'error', 'An error occurred while trying to save.'],
    ]);
  });

  it('shows the same text once, however often it is said', async () => {
    cleanup = (await renderHost()).unmount;
    act(() => {
      showSnackbar('success', 'Save Successful.');
      showSnackbar('success', 'Save Successful.');
    });
    expect(shown()).toEqual([['status', 'success', 'Save Successful.']]);
  });

  it('shows what was said before it loaded', async () => {
    showSnackbar('info', 'Copied to clipboard.');
    cleanup = (await renderHost()).unmount;
    expect(shown()).toEqual([['status', 'info', 'Copied to clipboard.']]);
  });

  it('lets a success go after 6 seconds and a failure after 8, or when dismissed', async () => {
    vi.useFakeTimers();
    cleanup = (await renderHost()).unmount;
    act(() => {
      showSnackbar('success', 'Save Successful.');
      showSnackbar('error', 'An error occurred while trying to save.');
      showSnackbar('info', 'Copied to clipboard.');
    });
    act(() => vi.advanceTimersByTime(5900));
    expect(shown()).toHaveLength(3);
    act(() => vi.advanceTimersByTime(100));
    expect(shown()).toEqual([['alert', 'error', 'An error occurred while trying to save.']]);
    act(() => vi.advanceTimersByTime(2000));
    expect(shown()).toEqual([]);

    act(() => showSnackbar('error', 'Refused.'));
    act(() => document.querySelector<HTMLButtonElement>('[data-snackbar] button[aria-label=Dismiss]')!.click());
    expect(shown()).toEqual([]);
  });
});
