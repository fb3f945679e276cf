import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Classification, Role } from '@csw/contracts';
import { buildApp } from '../../src/app';
import { loadConfig, type ServerConfig } from '../../src/config';
import { users } from '../../src/db/schema/users';
import { prepareDatabase, type ServiceOptions } from '../../src/startup';
import { openTestDatabase, type TestDatabase } from './test-database';

/** Settings of the test servers: no demo accounts, limits high enough not to get in the way. */
export const TEST_ENV: NodeJS.ProcessEnv = {
  NODE_ENV: 'test',
  PORT: '3999',
  DEMO_MODE: 'off',
  RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_SESSION_MAX: '100000',
  AUTH_RATE_LIMIT_MAX: '100000',
  AUTH_ADDRESS_FAILURES_MAX: '100000',
  // The name in-process requests carry (light-my-request's default Host).
  ALLOWED_HOSTS: 'localhost:80',
};

export const STRONG_PASSWORD = 'Correct-Horse-Battery-Staple-42';

/** Replies are JSON of many shapes and the tests assert them: they are typed loosely on purpose. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface Reply<T = Json> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
}

/** A browser of the API: keeps its session cookie between requests, like the shell does. */
export class TestClient {
  cookie: string | null = null;

  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress = '127.0.0.1',
  ) {}

  async request<T = Json>(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.remoteAddress,
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body !== undefined && typeof body !== 'string' ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const setCookie = response.cookies.find((c) => c.name === 'csw_session');
    if (setCookie) this.cookie = setCookie.value ? `csw_session=${setCookie.value}` : null;
    let parsed: unknown = response.body;
    try {
      parsed = JSON.parse(response.body);
    } catch {
      // Not JSON (CSV, HTML): the text.
    }
    return { status: response.statusCode, body: parsed as T, headers: response.headers, text: response.body };
  }

  get<T = Json>(url: string) {
    return this.request<T>('GET', url);
  }
  post<T = Json>(url: string, body: unknown = {}) {
    return this.request<T>('POST', url, body);
  }
  put<T = Json>(url: string, body: unknown = {}) {
    return this.request<T>('PUT', url, body);
  }
  delete<T = Json>(url: string) {
    return this.request<T>('DELETE', url);
  }
}

export interface TestUser {
  id: string;
  username: string;
  password: string;
  client: TestClient;
}

export interface TestServer {
  app: FastifyInstance;
  config: ServerConfig;
  db: TestDatabase;
  client(remoteAddress?: string): TestClient;
  /**
   * Registers an account through the API (signed in), then gives it `role` and `clearance` directly in the
   * database. Test accounts are cleared for SECRET unless a test is about clearances (a new account's real
   * default is UNCLASS: tested in clearance tests).
   */
  user(username: string, role?: Role, clearance?: Classification): Promise<TestUser>;
  close(): Promise<void>;
}

/** The API on a database of its own, called in-process (no port). */
export async function startTestServer(
  env: NodeJS.ProcessEnv = {},
  options: { vector?: boolean; services?: ServiceOptions } = {},
): Promise<TestServer> {
  const db = await openTestDatabase(options);
  const config = loadConfig({ ...TEST_ENV, ...env });
  await prepareDatabase(db.database, config);
  const app = await buildApp(config, { database: db.database, shell: false, services: options.services });
  await app.ready();
  const server: TestServer = {
    app,
    config,
    db,
    client: (remoteAddress) => new TestClient(app, remoteAddress),
    async user(username, role = 'user', clearance = 'SECRET') {
      const client = new TestClient(app);
      const reply = await client.post('/api/auth/register', { username, password: STRONG_PASSWORD });
      if (reply.status !== 201)
        throw new Error(`Registering ${username} failed: ${reply.status} ${reply.text}`);
      const id = reply.body.user.id as string;
      if (reply.body.user.role !== role || clearance !== 'UNCLASS')
        await db.database.db.update(users).set({ role, clearance }).where(eq(users.id, id));
      return { id, username, password: STRONG_PASSWORD, client };
    },
    async close() {
      await app.close();
      await db.dispose();
    },
  };
  return server;
}
