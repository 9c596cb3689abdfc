// The other half of `import-x/no-cycle`, which follows only value imports: a type-only import
// (`import type`, `import { type A }` alone, `export type … from`, `import('…')` in a type) that
// lies on an import cycle is an error too, whatever kind the cycle's other edges are. A cycle of
// types is still two files that must be understood together (docs/ARCHITECTURE.md, Modules).
// Imports are found and resolved as TypeScript does, with the nearest tsconfig.json's options
// (paths, `customConditions`: @stockroom/* resolve to their sources); packages under
// node_modules are left out.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Compiler options of the nearest tsconfig.json above `dir` (else tsconfig.base.json), read once per file. */
const configByDir = new Map();
const optionsByConfig = new Map();
function compilerOptions(dir) {
  if (!configByDir.has(dir)) configByDir.set(dir, ts.findConfigFile(dir, ts.sys.fileExists, 'tsconfig.json') ?? ts.findConfigFile(dir, ts.sys.fileExists, 'tsconfig.base.json'));
  const config = configByDir.get(dir);
  if (!optionsByConfig.has(config)) {
    const read = config && ts.readConfigFile(config, ts.sys.readFile);
    optionsByConfig.set(config, read ? ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(config), undefined, config).options : {});
  }
  return optionsByConfig.get(config);
}

/**
 * The file `specifier` names from `file`, or undefined for an unresolved name or a file under
 * node_modules (the workspaces' packages resolve, through their links, to their own sources).
 */
function resolve(specifier, file) {
  const resolved = ts.resolveModuleName(specifier, file, compilerOptions(path.dirname(file)), ts.sys).resolvedModule;
  const target = resolved && path.resolve(resolved.resolvedFileName);
  return target && !target.split(path.sep).includes('node_modules') ? target : undefined;
}

/** Every file `file` imports, of any kind (values, types, dynamic `import()`), by path. */
const importsByFile = new Map();
function importsOf(file) {
  if (!importsByFile.has(file)) {
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    const names = ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);
    importsByFile.set(file, [...new Set(names.map((name) => resolve(name, file)).filter(Boolean))]);
  }
  return importsByFile.get(file);
}

/** A chain of imports from `start` back to `file` (both included), or undefined when there is none. */
function pathBack(start, file) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length) {
    const current = queue.shift();
    if (current === file) {
      const chain = [];
      for (let at = file; at !== undefined; at = previous.get(at)) chain.unshift(at);
      return chain;
    }
    for (const next of importsOf(current)) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return undefined;
}

const typeOnly = (node, kind) => node[kind] === 'type' || (node.specifiers?.length > 0 && node.specifiers.every((specifier) => specifier[kind] === 'type'));

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid a type-only import that lies on an import cycle (import-x/no-cycle checks value imports).' },
    schema: [],
    messages: { cycle: 'Import cycle through a type-only import: {{chain}}.' },
  },
  create(context) {
    const file = path.resolve(context.physicalFilename);
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      const target = resolve(specifier, file);
      const chain = target && target !== file ? pathBack(target, file) : undefined;
      if (chain) context.report({ node, messageId: 'cycle', data: { chain: [file, ...chain].map((at) => path.relative(context.cwd, at)).join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => typeOnly(node, 'importKind') && check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && typeOnly(node, 'exportKind') && check(node, node.source.value),
      ExportAllDeclaration: (node) => node.exportKind === 'type' && check(node, node.source.value),
      TSImportType: (node) => check(node, node.argument?.literal?.value ?? node.source?.value),
    };
  },
};
