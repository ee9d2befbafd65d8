import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** Screenshots to look at (not committed): .tmp/shots/<name>-<width>.png. */
const SHOTS = '.tmp/shots';
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** The page (or its dialog named `dialog`) at desktop and phone width, the viewport back at desktop after. */
export async function shots(page: Page, name: string, dialog?: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const [size, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    const path = `${SHOTS}/${name}-${size}.png`;
    if (dialog) await page.getByRole('dialog', { name: dialog }).screenshot({ path });
    else await page.screenshot({ path, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

/** A screenshot of the page as it is (one width), under the same folder. */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}
