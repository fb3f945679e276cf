// The build refuses a shell bundle that names a center's address (shell-bundle-check.cjs).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { centerAddressesIn } = require('./shell-bundle-check.cjs');

// Fixed origins, whatever the machine's environment says.
const env = {};
let dist;

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
});

afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

const write = (name, text) => fs.writeFileSync(path.join(dist, name), text);

describe('the shell bundle check', () => {
  it('passes a bundle that loads the platform config and names no center', () => {
    write('index.html', '<script src="main.1a2b.js"></script>');
    write('main.1a2b.js', 'fetch("/platform-config.json").then((r) => r.json());');
    write('styles.css', 'body { background: url(http://localhost:3001/x.png) }');
    expect(centerAddressesIn(dist, env)).toEqual([]);
  });

  it("finds a center's URL, a center's port and a remote named by its absolute address", () => {
    write('main.js', 'const think = "http://localhost:3001";');
    write('chunk.js', 'load("//intranet:3004/assets")');
    write('remote.js', 'entry("https://cdn.example/review/remoteEntry.js")');
    expect(centerAddressesIn(dist, env)).toEqual([
      "chunk.js names the advise center's port (:3004/)",
      "main.js names the think center's URL http://localhost:3001",
      'remote.js names a remote by its absolute URL https://cdn.example/review/remoteEntry.js',
    ]);
  });

  it("follows the origins' environment: a center moved to another port is looked for there", () => {
    write('main.js', 'const create = "http://localhost:4102";');
    expect(centerAddressesIn(dist, { CREATE_PORT: '4102' })).toEqual([
      "main.js names the create center's URL http://localhost:4102",
    ]);
  });

  it('says so when there is no bundle to check', () => {
    fs.rmSync(dist, { recursive: true });
    expect(centerAddressesIn(dist, env)).toEqual([`${dist} holds no built JavaScript or HTML`]);
  });
});
