import type { Page } from '@playwright/test';

/**
 * Collects what a page should never show a user: console errors and answers of 400 and above (an
 * API call that answers 404 or 409 by design is a bug of the page that makes it). The one exception
 * is /favicon.ico: signedInAs opens /readyz (a JSON answer) first, for which the browser asks it.
 * Read the array at the end of the test: `expect(problems).toEqual([])`.
 */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  const ignored = (url: string) => new URL(url).pathname === '/favicon.ico';
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !ignored(msg.location().url || 'http://x/')) problems.push(`console: ${msg.text()} (${msg.location().url})`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400 && !ignored(res.url())) problems.push(`${res.status()} ${res.request().method()} ${res.url()}`);
  });
  return problems;
}
