import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../../src/paths';
import { TEST_ENV, type Json } from './test-server';

/** A free TCP port on loopback (never one of the platform's 3000-3005). */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const probe = net.createServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const { port: found } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(found));
      });
    });
    if (port < 3000 || port > 3005) return port;
  }
}

export interface ChildServer {
  url: string;
  child: ChildProcess;
  /** Everything the process printed. */
  output(): string;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `node server/src/main.ts` (API only) with `env`; resolves when /api/health answers. */
export async function startChildServer(env: NodeJS.ProcessEnv): Promise<ChildServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'server/src/main.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...TEST_ENV,
      HOST: '127.0.0.1',
      PORT: String(port),
      CENTERS_EXTERNAL: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk) => (text += chunk));
  child.stderr!.on('data', (chunk) => (text += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const server: ChildServer = {
    url,
    child,
    output: () => text,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) return server; // The caller looks at why.
    try {
      if ((await fetch(`${url}/api/health`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await server.stop('SIGKILL');
      throw new Error(`The server did not start within 90 s:\n${text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A client of a server over HTTP that keeps the session cookie. */
export class HttpClient {
  cookie: string | null = null;
  constructor(public base: string) {}

  async request(method: string, url: string, body?: unknown): Promise<{ status: number; body: Json }> {
    const response = await fetch(`${this.base}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const setCookie = response.headers.get('set-cookie');
    const match = setCookie ? /csw_session=([^;]*)/.exec(setCookie) : null;
    if (match) this.cookie = match[1] ? `csw_session=${match[1]}` : null;
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON.
    }
    return { status: response.status, body: parsed };
  }
}
