import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Reports an import that closes a loop: the imported file leads back, import by import, to the
 * file that imports it. Every import counts, type-only and dynamic ones too: a loop of types
 * still ties the files to each other. Only relative imports between files under `root` are
 * followed (nothing outside src/server imports back into it).
 *
 * The other files' imports are read from disk (kept while their modification time stays the
 * same); the linted file's own come from its source, so an editor sees a loop before saving.
 */
const SOURCE_EXTENSIONS = ['.ts', '.tsx'];
const parsedImports = new Map();

function sourceFiles(root) {
  return readdirSync(root, { recursive: true })
    .filter((name) => SOURCE_EXTENSIONS.some((extension) => name.endsWith(extension)) && !name.endsWith('.d.ts'))
    .map((name) => path.join(root, name));
}

function resolveImport(fromFile, specifier, files) {
  if (!specifier.startsWith('.')) return null;
  const target = path.resolve(path.dirname(fromFile), specifier.replace(/\.js$/, ''));
  const candidates = [target, ...SOURCE_EXTENSIONS.map((extension) => target + extension), path.join(target, 'index.ts')];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

function importsOnDisk(file) {
  const modified = statSync(file).mtimeMs;
  const cached = parsedImports.get(file);
  if (cached?.modified === modified) return cached.specifiers;
  const specifiers = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((entry) => entry.fileName);
  parsedImports.set(file, { modified, specifiers });
  return specifiers;
}

/** For each file that leads back to `file`: the next file on its shortest way there. */
function waysBack(file, files) {
  const importers = new Map();
  for (const other of files) {
    if (other === file) continue;
    for (const specifier of importsOnDisk(other)) {
      const target = resolveImport(other, specifier, files);
      if (!target) continue;
      if (!importers.has(target)) importers.set(target, []);
      importers.get(target).push(other);
    }
  }
  const next = new Map();
  const queue = [file];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const importer of importers.get(current) ?? []) {
      if (importer === file || next.has(importer)) continue;
      next.set(importer, current);
      queue.push(importer);
    }
  }
  return next;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow imports that lead back to the importing file' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'], additionalProperties: false }],
    messages: { cycle: 'Import cycle: {{cycle}}. Move what both sides need into a file of its own (docs/adr/0007).' },
  },
  create(context) {
    const root = path.resolve(context.cwd, context.options[0].root);
    const file = path.resolve(context.filename);
    if (!file.startsWith(root + path.sep)) return {};
    const imports = [];
    const collect = (node) => {
      if (node.source?.type === 'Literal' && typeof node.source.value === 'string') imports.push(node);
    };
    return {
      ImportDeclaration: collect,
      ExportNamedDeclaration: collect,
      ExportAllDeclaration: collect,
      ImportExpression: collect,
      'Program:exit'() {
        if (imports.length === 0) return;
        const files = new Set(sourceFiles(root));
        files.add(file);
        let next = null;
        for (const node of imports) {
          const target = resolveImport(file, node.source.value, files);
          if (!target) continue;
          next ??= waysBack(file, files);
          if (target !== file && !next.has(target)) continue;
          const loop = [file, target];
          for (let step = target; step !== file; loop.push(step)) step = next.get(step);
          const cycle = loop.map((entry) => path.relative(root, entry)).join(' → ');
          context.report({ node, messageId: 'cycle', data: { cycle } });
        }
      },
    };
  },
};
