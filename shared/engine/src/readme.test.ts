import fs from 'node:fs';
import path from 'node:path';

// The README's table of parts is how a newcomer finds their way in the engine: a folder added to src/
// without a row there fails here.
const root = path.resolve(__dirname, '..');

describe('the engine README', () => {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const folders = fs
    .readdirSync(path.join(root, 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  // A row names the folder or one of its sub-folders (`src/eval/advice`).
  it.each(folders)('names src/%s in its table of parts', (folder) => {
    expect(readme).toMatch(new RegExp(`^\\| \`src/${folder}(/[\\w-]+)*\` \\|`, 'm'));
  });
});
