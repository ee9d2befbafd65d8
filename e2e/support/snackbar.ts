import type { Locator, Page } from '@playwright/test';

/**
 * The app's snackbar message with `text` (docs/product/messages.md): a success or a note is a
 * status, a failure an alert. Matched by its own attribute so a page's other statuses don't count.
 */
export function snackbar(page: Page, text: string): Locator {
  return page.locator('[data-scope=toast][data-part=root]').filter({ hasText: text });
}
