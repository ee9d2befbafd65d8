import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../../src/server/config';

/** The README's configuration table must name exactly the variables the server reads. */
describe('README configuration table', () => {
  const readme = readFileSync('README.md', 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1));
  const documented = [...section.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((m) => m[1]);

  it('documents every variable the server reads', () => {
    expect(CONFIG_VARIABLES.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('documents no variable the server ignores', () => {
    const clientBuildVariables = ['VITE_ANALYTICS_URL', 'VITE_CHAT_WIDGET_URL', 'VITE_READ_BUDGET_MS', 'BUILD_ID'];
    expect(documented.filter((name) => !CONFIG_VARIABLES.includes(name!) && !clientBuildVariables.includes(name!))).toEqual([]);
  });
});
