// The browser builds mark the calls of shared/contracts' top-level declarations as pure, so that webpack and
// the minifier drop the schemas a bundle never uses (bench:web: CREATE's first load fell by 1.6 KB gzip).
'use strict';

const ts = require('typescript');
const { pureDeclarationsTransformer } = require('./pure-declarations.cjs');

const transpile = (source, fileName = '/repo/shared/contracts/src/api/sample.ts') =>
  ts.transpileModule(source, {
    fileName,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    transformers: { before: [pureDeclarationsTransformer((file) => file.includes('/shared/contracts/'))] },
  }).outputText;

describe('pureDeclarationsTransformer', () => {
  it('marks every call and new of a top-level initializer, nested ones included', () => {
    const out = transpile(
      'export const thing = z.object({ name: z.string().min(1), tags: z.array(z.string()) }).strict();\n' +
        'const table = new Map([[1, make()]]);\n',
    );
    expect(out).toContain(
      'export const thing = /*#__PURE__*/ z.object({ name: /*#__PURE__*/ z.string().min(1), tags: /*#__PURE__*/ z.array(/*#__PURE__*/ z.string()) }).strict();',
    );
    expect(out).toContain('const table = /*#__PURE__*/ new Map([[1, /*#__PURE__*/ make()]]);');
  });

  it('leaves function bodies, statements and other files alone', () => {
    const source =
      'export const build = () => z.object({ a: z.string() });\n' +
      'export function later() { return make(); }\n' +
      'register(z.string());\n';
    const out = transpile(source);
    expect(out).not.toContain('__PURE__');
    expect(transpile('export const x = z.string();', '/repo/shell/src/x.ts')).not.toContain('__PURE__');
  });
});
