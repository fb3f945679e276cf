import fs from 'node:fs';
import path from 'node:path';

/**
 * Column stacks come from shared/ui (Stack, CenterLayout, the dialogs): the shell, the centers and the other
 * shared packages never write `flex-direction: column` themselves. A stack that needs another element takes
 * `as` (`<Stack as="ul">`, `Stack.withComponent('form')`), one with more styles is `styled(Stack)`.
 */
const root = path.resolve(__dirname, '../../..');
const SOURCE = /\.(tsx?|css)$/;

/** The declarations of a column flex direction in a source text, as line numbers (1-based). */
function columnStackLines(source: string): number[] {
  const declaration = /flex-direction\s*:\s*column|flexDirection\s*:\s*['"`]column/;
  return source.split('\n').flatMap((line, index) => (declaration.test(line) ? [index + 1] : []));
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** Every source folder of the browser apps and libraries, shared/ui (where the stacks live) left out. */
function appSourceFolders(): string[] {
  const inside = (parent: string) =>
    fs
      .readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(root, parent, entry.name, 'src'));
  return [
    path.join(root, 'shell/src'),
    ...inside('centers'),
    ...inside('shared').filter((dir) => !dir.startsWith(path.join(root, 'shared/ui/'))),
  ];
}

describe('column stacks', () => {
  it('finds a hand-written column stack (a planted one)', () => {
    const planted = [
      "import styled from '@emotion/styled';",
      'const Panel = styled.section`',
      '  display: flex;',
      '  flex-direction: column;',
      '`;',
      "const inline = { display: 'flex', flexDirection: 'column' };",
    ].join('\n');
    expect(columnStackLines(planted)).toEqual([4, 6]);
    expect(columnStackLines('const Row = styled.div`\n  display: flex;\n`;')).toEqual([]);
  });

  it('has none outside shared/ui: the shell, the centers and the shared packages use Stack', () => {
    const folders = appSourceFolders();
    expect(folders.length).toBeGreaterThan(6);
    const found = folders
      .flatMap(sourceFiles)
      .flatMap((file) =>
        columnStackLines(fs.readFileSync(file, 'utf8')).map((line) => `${path.relative(root, file)}:${line}`),
      );
    expect(found).toEqual([]);
  });
});
