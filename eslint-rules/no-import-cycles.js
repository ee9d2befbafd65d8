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
let lastGraph = null;

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

function importsOnDisk(file, modified) {
  const cached = parsedImports.get(file);
  if (cached?.modified === modified) return cached.specifiers;
  const specifiers = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((entry) => entry.fileName);
  parsedImports.set(file, { modified, specifiers });
  return specifiers;
}

/** The files under `root` and, for each, the files importing it; rebuilt when a file is added, removed or changed. */
function importGraph(root) {
  const files = sourceFiles(root);
  const stamps = files.map((file) => statSync(file).mtimeMs);
  const signature = files.map((file, i) => `${file} ${stamps[i]}`).join('\n');
  if (lastGraph?.signature === signature) return lastGraph;
  const fileSet = new Set(files);
  const importers = new Map();
  files.forEach((file, i) => {
    for (const specifier of importsOnDisk(file, stamps[i])) {
      const target = resolveImport(file, specifier, fileSet);
      if (!target) continue;
      if (!importers.has(target)) importers.set(target, []);
      importers.get(target).push(file);
    }
  });
  lastGraph = { signature, files: fileSet, importers };
  return lastGraph;
}

/** For each file that leads back to `file` (not through `file`'s own imports): the next file on its shortest way there. */
function waysBack(file, importers) {
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
        const { files, importers } = importGraph(root);
        let next = null;
        for (const node of imports) {
          const target = resolveImport(file, node.source.value, files);
          if (!target || target === file) continue;
          next ??= waysBack(file, importers);
          if (!next.has(target)) continue;
          const loop = [file, target];
          for (let step = target; step !== file; loop.push(step)) step = next.get(step);
          const cycle = loop.map((entry) => path.relative(root, entry)).join(' → ');
          context.report({ node, messageId: 'cycle', data: { cycle } });
        }
      },
    };
  },
};
