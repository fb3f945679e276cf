import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { z as zod } from 'zod';
import { z as shared } from './shared-zod';

const root = path.resolve(__dirname, '../../..');
const BROWSER_SOURCES = ['shell/src', 'centers', 'shared'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The builders that browser code calls on `z` (value uses only: `z.infer<...>` is a type and costs nothing). */
function builderUses(): Map<string, string> {
  const uses = new Map<string, string>();
  for (const file of BROWSER_SOURCES.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    const text = readFileSync(file, 'utf8');
    const where = path.relative(root, file);
    if (!text.includes("from 'zod'")) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) && (node.moduleSpecifier as ts.StringLiteral).text === 'zod') {
        const names = node.importClause?.namedBindings;
        if (!node.importClause?.isTypeOnly && names && ts.isNamedImports(names)) {
          for (const element of names.elements)
            if (!element.isTypeOnly) uses.set(`import ${element.name.text}`, where);
        }
      }
      if (
        ts.isPropertyAccessExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'z'
      ) {
        uses.set(node.name.text, where);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return uses;
}

describe('the zod the shell shares with the centers', () => {
  it('hands out zod’s own builders', () => {
    for (const [name, builder] of Object.entries(shared)) expect(builder).toBe(zod[name as keyof typeof zod]);
  });

  it('has every builder that browser code calls, and only `z` is imported from zod', () => {
    const uses = builderUses();
    expect(uses.size).toBeGreaterThan(10);
    const missing = [...uses]
      .filter(([name]) => (name.startsWith('import ') ? name !== 'import z' : !(name in shared)))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });
});
