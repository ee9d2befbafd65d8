import { ChakraProvider } from '@chakra-ui/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { showSnackbar } from '../../../src/client/components/snackbar/snackbar';
import SnackbarHost from '../../../src/client/components/snackbar/snackbar-host';
import { snackbarStore } from '../../../src/client/components/snackbar/snackbar-store';
import { brandSystem } from '../../../src/client/theme/brand-system';
import { render } from './render';

/** Runs `work` and lets showSnackbar's import of the store settle and the toaster draw. */
const settle = (work: () => void = () => {}) =>
  act(async () => {
    work();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

const shown = () =>
  [...document.querySelectorAll('[data-scope=toast][data-part=root]')].map((el) => [el.getAttribute('role'), el.getAttribute('data-type'), el.textContent]);

describe('the snackbar (SPEC §3: visible, text, colour)', () => {
  let cleanup: () => void = () => {};
  afterEach(async () => {
    await settle(() => snackbarStore.remove());
    cleanup();
  });

  it('shows success and info as a status, a failure as an alert, each with its colour', async () => {
    cleanup = (
      await render(
        <ChakraProvider value={brandSystem('teal')}>
          <SnackbarHost />
        </ChakraProvider>,
      )
    ).unmount;
    await settle(() => {
      showSnackbar('success', 'Save Successful.');
      showSnackbar('info', 'Copied to clipboard.');
      showSnackbar('error', 'An error occurred while trying to save.');
    });
    expect(shown()).toEqual(
      expect.arrayContaining([
        ['status', 'success', 'Save Successful.'],
        ['status', 'info', 'Copied to clipboard.'],
        ['alert', 'error', 'An error occurred while trying to save.'],
      ]),
    );
  });

  it('shows the same text once, however often it is said', async () => {
    cleanup = (
      await render(
        <ChakraProvider value={brandSystem('teal')}>
          <SnackbarHost />
        </ChakraProvider>,
      )
    ).unmount;
    await settle(() => {
      showSnackbar('success', 'Save Successful.');
      showSnackbar('success', 'Save Successful.');
    });
    expect(shown()).toEqual([['status', 'success', 'Save Successful.']]);
  });
});
