import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { CENTER_IDS } from '@csw/contracts';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { ApiContext, ApiInstance, Services } from './api-context';
import { installGuard, type ApiRouteInfo } from './http/guard';
import { installErrorHandler } from './http/error-handler';
import { installHostCheck } from './http/host-check';
import { installJsonParser } from './http/json-depth';
import { requestBudgets, tooManyRequestsMessage } from './http/request-budgets';
import { registerOpenApi } from './http/openapi';
import { installLifecycle } from './http/lifecycle-hooks';
import { startMaintenance } from './maintenance';
import { adminRoutes } from './routes/admin/admin-routes';
import { adviceRoutes } from './routes/advice/advice-routes';
import { analysisRoutes } from './routes/analysis/analysis-routes';
import { auditRoutes } from './routes/audit/audit-routes';
import { accountRoutes } from './routes/auth/account-routes';
import { authRoutes } from './routes/auth/auth-routes';
import { conversationRoutes } from './routes/conversations/conversations-routes';
import { dataExportRoutes } from './routes/data-export/data-export-routes';
import { documentRoutes } from './routes/documents/documents-routes';
import { draftsRoutes } from './routes/drafts/drafts-routes';
import { folderRoutes } from './routes/folders/folders-routes';
import { healthRoutes } from './routes/health/health-routes';
import { libraryRoutes } from './routes/library/library-routes';
import { modelRoutes } from './routes/models/models-routes';
import { planRoutes } from './routes/plans/plans-routes';
import { savedAnalysisRoutes } from './routes/saved-analyses/saved-analyses-routes';
import { shareRoutes } from './routes/shares/shares-routes';
import { taskRoutes } from './routes/tasks/tasks-routes';
import { teamRoutes } from './routes/team/team-routes';
import { uploadRoutes } from './routes/upload/upload-routes';
import { userRoutes } from './routes/users/users-routes';
import { buildServices, startServices, stopServices, type ServiceOptions } from './startup';
import { buildPlatformConfig } from './static-hosting/platform-config';
import { registerShellHosting } from './static-hosting/shell-hosting';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its access rule and schemas. */
    apiRoutes: readonly ApiRouteInfo[];
    /** The services of this server (started when it is ready, stopped when it closes). */
    services: Services;
  }
}

export interface AppOptions {
  database: Database;
  /** Log requests and errors (pino, JSON lines), at this level; off when false. */
  logger?: boolean | { level: string };
  /** Serve the shell's files and config (off in API-only tests). */
  shell?: boolean;
  /** Services built otherwise than by default (tests). */
  services?: ServiceOptions;
}

/** Route modules of the API, each grouped by resource. */
/** A request's path as the router reads it (percent-decoded); the raw one when it cannot be decoded. */
function decodedPath(url: string): string {
  try {
    return decodeURIComponent(url.split('?')[0]!);
  } catch {
    return url;
  }
}

/**
 * The path the address ceiling judges a request by: the route that matched, or the decoded path when none did
 * or only a catch-all did (a CORS preflight matches the plugin's `OPTIONS *`, yet it reaches for /api/...).
 */
function budgetedPath(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  return route && route !== '*' ? route : decodedPath(request.url);
}

const ROUTES = [
  healthRoutes,
  authRoutes,
  accountRoutes,
  userRoutes,
  teamRoutes,
  folderRoutes,
  documentRoutes,
  shareRoutes,
  conversationRoutes,
  auditRoutes,
  adminRoutes,
  analysisRoutes,
  adviceRoutes,
  draftsRoutes,
  modelRoutes,
  libraryRoutes,
  uploadRoutes,
  savedAnalysisRoutes,
  planRoutes,
  taskRoutes,
  dataExportRoutes,
];

/** The server on the shell's origin: the shell's files, its config and the API. */
export async function buildApp(
  config: ServerConfig,
  { database, logger = false, shell = true, services: serviceOptions }: AppOptions,
): Promise<FastifyInstance> {
  const { limits } = config;
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: limits.bodyLimit,
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // A body with __proto__ or constructor.prototype is refused (400), never merged into an object.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // While closing, requests still reach the lifecycle's hook (http/lifecycle-hooks.ts), which refuses them
    // with the same clear 503 as during the drain, and lets the health probes say "stopping".
    return503OnClosing: false,
    routerOptions: { maxParamLength: 500 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  // JSON routes take JSON only: no plain-text bodies.
  app.removeContentTypeParser('text/plain');
  // JSON bodies nested deeper than any request of the product are refused before any handler (http/json-depth.ts).
  installJsonParser(app);

  const shellOrigin = new URL(config.shellUrl).origin;
  const centerOrigins = CENTER_IDS.map((id) => new URL(config.centers[id].url).origin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Scripts only from this origin and the configured centers: user content can never run.
        scriptSrc: ["'self'", ...centerOrigins],
        connectSrc: ["'self'", ...centerOrigins],
        // emotion inserts its generated rules at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.production,
  });
  // Before anything else looks at the request: a name that is not ours is refused (DNS rebinding).
  installHostCheck(app, config.hosts);
  // The address ceiling: one client address never spends more than a whole office behind it working at full
  // pace. An instance hook of the root, so it runs before the API's own hooks look the session up (a route's
  // hooks, where the plugin would put it, run after them: a flood of forged cookies would cost a lookup each).
  // The budgets per session and per anonymous address follow once the session is known
  // (http/request-budgets.ts, from the guard).
  await app.register(rateLimit, { global: false });
  app.addHook(
    'onRequest',
    app.rateLimit({
      max: limits.addressRateLimitMax,
      timeWindow: 60_000,
      // The budget guards the API. The shell's files are static and cached: a section opening the app at
      // once behind one address must not get a 429 for a script, which leaves a blank page. The route that
      // matched decides, never the raw URL: the router decodes the path, so /%61pi/... answers as /api/...
      // and must spend the same budget. A request no route matched (a 404 probe) is judged by its decoded
      // path, so probing costs budget too. Health probes are never throttled.
      allowList: (request) =>
        request.routeOptions.config?.rateLimit === false || !budgetedPath(request).startsWith('/api/'),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        code: 'TOO_MANY_REQUESTS',
        message: tooManyRequestsMessage(context.ttl / 1000),
      }),
    }),
  );
  // After the ceiling, so that a CORS preflight (answered by the plugin's own hook) spends the budget too.
  // Only the shell's origin may call the API from a browser, with its cookie.
  await app.register(cors, {
    origin: [shellOrigin],
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { files: 1, fields: 20, fileSize: limits.documentBodyLimit } });
  await registerOpenApi(app);

  // Every service is built here, once, and reaches the routes through the context.
  const services = buildServices(database, config, app.log, serviceOptions);
  app.decorate('services', services);
  // Before the routes: every request is counted and, once stopping, refused (see http/lifecycle-hooks.ts).
  installLifecycle(app, services.lifecycle);
  app.addHook('onReady', () => startServices(services, config, app.log));
  app.addHook('onClose', () => stopServices(services));
  const ctx: ApiContext = { db: database.db, database, config, services };
  const apiRoutes: ApiRouteInfo[] = [];
  app.decorate('apiRoutes', apiRoutes);
  await app.register(
    async (api) => {
      // API answers are private to the signed-in user: no browser or proxy may keep a copy.
      api.addHook('onRequest', async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
      });
      installGuard(api, ctx, apiRoutes, requestBudgets(limits));
      const typed: ApiInstance = api.withTypeProvider<ZodTypeProvider>();
      for (const routes of ROUTES) routes(typed, ctx);
      api.setNotFoundHandler((_request, reply) =>
        reply.code(404).send({ message: 'Not found.', code: 'NOT_FOUND' }),
      );
    },
    { prefix: '/api' },
  );
  startMaintenance(app, ctx);

  if (shell) {
    const platformConfig = buildPlatformConfig(
      config.environment,
      Object.fromEntries(CENTER_IDS.map((id) => [id, config.centers[id].url])),
    );
    await registerShellHosting(app, { distDir: config.shellDist, config: platformConfig });
  }
  return app;
}
