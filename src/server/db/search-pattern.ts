/** An ILIKE pattern matching text that contains `search` taken literally (% and _ escaped). */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
