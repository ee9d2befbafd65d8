import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import rules of eslint.config.js (docs/adr/0006 for the client, 0007 for the server), run by
 * ESLint itself on a probe file: the source given here, linted as if it were at `path`.
 */
const eslint = new ESLint();

async function importProblems(path: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: path });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies' || m.ruleId === 'local/no-import-cycles').map((m) => m.message);
}

/** A file at `path` that imports `specifier` (and uses it, so only the import rules can object). */
const importing = (path: string, specifier: string) => importProblems(path, `import * as imported from '${specifier}';\nexport const probe = imported;\n`);

describe('client import rules (docs/adr/0006)', () => {
  const taskComponent = 'src/client/features/tasks/probe.tsx';
  const taskApi = 'src/client/features/tasks/api/probe.ts';

  it("refuses a feature importing another feature's components or hooks", async () => {
    const [problem] = await importing(taskComponent, '../requests/request-overview');
    expect(problem).toMatch(/from elements of type "feature".*feature="tasks".*to elements of type "feature".*feature="requests"/);
    expect(await importing(taskComponent, '../requests/use-request-rights')).toHaveLength(1);
    // The same import through the @/ alias is judged alike.
    expect(await importing(taskComponent, '@/features/requests/request-overview')).toHaveLength(1);
  });

  it("refuses a feature's api/ importing another feature's components", async () => {
    expect(await importing(taskApi, '../../requests/request-overview')).toHaveLength(1);
  });

  it("lets a feature import its own files, any feature's api/ and the shared client code", async () => {
    for (const specifier of [
      './task-badges',
      './api/task-keys',
      '../requests/api/request-keys',
      '../../lib/api-client',
      '../../offline/enqueue-write',
      '../../../domain/api/paths',
      '@/features/requests/api/request-keys',
      '@/lib/api-client',
      '@domain/api/paths',
    ]) {
      expect(await importing(taskComponent, specifier), specifier).toEqual([]);
    }
    expect(await importing(taskApi, '../task-badges')).toEqual([]);
  });

  it('lets routes compose any feature', async () => {
    expect(await importing('src/client/routes/probe.tsx', '../features/requests/request-overview')).toEqual([]);
  });

  it('keeps domain, client, server and the service worker apart', async () => {
    expect(await importing('src/client/lib/probe.ts', '../../server/http-error')).toHaveLength(1);
    expect(await importing('src/server/probe.ts', '../client/lib/api-client')).toHaveLength(1);
    expect(await importing('src/domain/probe.ts', '../server/http-error')).toHaveLength(1);
    expect(await importing('src/domain/probe.ts', '@/lib/api-client')).toHaveLength(1);
    expect(await importing('sw/probe.ts', '../src/client/lib/api-client')).toHaveLength(1);
    expect(await importing('sw/probe.ts', '../src/client/offline/enqueue-write')).toEqual([]);
  });
});

describe('server import rules (docs/adr/0007)', () => {
  const tasksModule = 'src/server/modules/tasks/probe.ts';

  it("refuses a module importing another module's routes or internal files", async () => {
    const [problem] = await importing(tasksModule, '../requests/requests.routes');
    expect(problem).toMatch(/from elements of type "server-module".*module="tasks".*to elements of type "server-module".*module="requests"/);
    expect(await importing(tasksModule, '../auth/session-cache')).toHaveLength(1);
  });

  it("lets a module import another module's services and access checks, and its own files", async () => {
    for (const specifier of ['../requests/request-writes.service', '../requests/request-access', './tasks.routes', '../../db/tenant-scope', '../module']) {
      expect(await importing(tasksModule, specifier), specifier).toEqual([]);
    }
  });

  it('refuses an import that closes a loop, type-only too, naming the files on it', async () => {
    // The loop issue 28 broke: StepOutcome now lives in automation-steps.service.ts.
    const reminders = 'src/server/modules/dispatch/vendor-reminders.service.ts';
    const [problem] = await importProblems(reminders, "import type { StepOutcome } from './dispatch-automation.service';\nexport type Probe = StepOutcome;\n");
    expect(problem).toBe(
      'Import cycle: modules/dispatch/vendor-reminders.service.ts → modules/dispatch/dispatch-automation.service.ts → ' +
        'modules/requests/request-writes.service.ts → modules/dispatch/vendor-reminders.service.ts. Move what both sides need into a file of its own (docs/adr/0007).',
    );
  });

  it('finds no loop among the files of the loops broken for issue 28', async () => {
    const results = await eslint.lintFiles([
      'src/server/modules/dispatch/*.ts',
      'src/server/modules/requests/request-writes.service.ts',
      'src/server/error-reporting/*.ts',
      'src/server/plugins/errors.ts',
      'src/server/db/schema/{escalations,escalation-updates,public-links}.ts',
      'src/server/seed/demo-{requests,visits}.ts',
    ]);
    expect(results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'local/no-import-cycles'))).toEqual([]);
  });
});
