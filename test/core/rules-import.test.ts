// Each game's rules (src/games/<id>/rules.ts) are what a page imports to fold a log: their whole
// import graph must reach neither the schema library (TypeBox) nor Node's own modules (the
// command line's argument parser). The graph is read from the files' own import statements; an
// `import type` or `export type` vanishes when compiled and is not followed. Any other import is
// (with `verbatimModuleSyntax`, `import { type A }` still loads its module).

import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const GAMES = ['apophis', 'apogee', 'apocalyte'];

/** The modules a file loads when it runs: static imports and re-exports, and `import()`. */
function loadedBy(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every package (or `node:` module) the file's graph reaches, each with the path that reaches it. */
function packagesReached(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>();
  const walk = (file: string, path: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const here = [...path, relative(ROOT, file)];
    for (const specifier of loadedBy(file)) {
      if (specifier.startsWith('.')) walk(resolve(dirname(file), specifier), here);
      else if (!reached.has(specifier)) reached.set(specifier, [...here, specifier]);
    }
  };
  walk(resolve(ROOT, entry), []);
  return reached;
}

/** What a page must not load: the schema library, or a Node module. */
const heavy = (specifier: string) =>
  specifier === 'typebox' || specifier.startsWith('typebox/') || specifier.startsWith('node:');

describe("the games' rules load no schema library and no Node module", () => {
  for (const game of GAMES) {
    it(`src/games/${game}/rules.ts`, () => {
      const reached = packagesReached(`src/games/${game}/rules.ts`);
      const paths = [...reached]
        .filter(([name]) => heavy(name))
        .map(([, path]) => path.join(' → '));
      expect(paths).toEqual([]);
    });
  }

  // The walk can fail: the module the service holds does load TypeBox (its schemas) and
  // node:util (its command line), and the walk finds both.
  for (const game of GAMES) {
    it(`finds TypeBox and node:util from src/games/${game}/index.ts`, () => {
      const reached = packagesReached(`src/games/${game}/index.ts`);
      expect(reached.has('typebox')).toBe(true);
      expect(reached.has('node:util')).toBe(true);
    });
  }

  it('follows `import { type A }`, re-exports and `import()`, not `import type` nor `export type`', () => {
    const text = [
      "import type { A } from './a.ts';",
      "import { type B } from './b.ts';",
      "import C, { D } from './c.ts';",
      "export type { E } from './e.ts';",
      "export { F } from './f.ts';",
      "const g = () => import('./g.ts');",
    ].join('\n');
    expect(loadedBy('x.ts', text)).toEqual(['./b.ts', './c.ts', './f.ts', './g.ts']);
  });
});
