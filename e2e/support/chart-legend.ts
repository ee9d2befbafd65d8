import type { Locator } from '@playwright/test';

/**
 * The colour key of each named entry of a chart legend (@chakra-ui/charts) inside `within`: what its
 * swatch shows, as the browser computes it (the swatch paints its colour as the first layer of its
 * background); 'rgba(0, 0, 0, 0)' when it shows none.
 */
export function legendColours(within: Locator, labels: readonly string[]): Promise<Record<string, string>> {
  return within.evaluate((root, names) => {
    const colourOf = (swatch: Element) => {
      const style = getComputedStyle(swatch);
      return /gradient\((rgba?\([^)]*\))/.exec(style.backgroundImage)?.[1] ?? style.backgroundColor;
    };
    const entries = names.map((name) => {
      const label = [...root.querySelectorAll('span, p')].find((e) => e.textContent?.trim() === name && e.children.length === 0);
      if (!label) return [name, 'no such entry'];
      // Up from the label to the entry whose first part, with no text, is the swatch.
      let entry = label.parentElement;
      while (entry && entry !== root && (entry.firstElementChild?.textContent ?? 'x') !== '') entry = entry.parentElement;
      return [name, entry?.firstElementChild ? colourOf(entry.firstElementChild) : 'no swatch'];
    });
    return Object.fromEntries(entries) as Record<string, string>;
  }, labels);
}

/** The colours the chart's bars are filled with, once each. */
export function barColours(chart: Locator): Promise<string[]> {
  return chart.evaluate((root) => [...new Set([...root.querySelectorAll('.recharts-bar-rectangle path')].map((p) => getComputedStyle(p).fill))]);
}
