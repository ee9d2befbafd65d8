import type { Locator, Page } from '@playwright/test';

/**
 * The app's snackbar message with `text` (docs/product/messages.md): a success or a note is a
 * status, a failure an alert; `data-snackbar` holds its colour (success, error, info). Matched by
 * that attribute so a page's other statuses and alerts don't count.
 */
export function snackbar(page: Page, text: string): Locator {
  return page.locator('[data-snackbar]').filter({ hasText: text });
}
