import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerFactory,
} from 'fastify';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { randomUUID } from 'node:crypto';
import { randomSecret } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { getOrCreateSetting } from './db/settings.ts';
import { implementations } from './features/implementations.ts';
import { heldGuards } from './features/held-guards.ts';
import { evaluateDecisionRules } from './features/rules/rule-evaluation.ts';
import { setDecisionRules } from './lib/decisions.ts';
import type { HeldGuards } from './lib/approvals.ts';
import { registerApplyQueue } from './features/bulk/apply-queue-plugin.ts';
import { registerAuditFullPassQueue } from './features/audit/audit-full-pass-plugin.ts';
import { registerFiles } from './features/files/files-route.ts';
import { registerHealth } from './plugins/health.ts';
import { cashoutQueue } from './features/affiliate/cashout-queue.ts';
import { profileQueue } from './features/compliance/profile-validation-queue.ts';
import { reviewQueue } from './features/financing/review-queue.ts';
import { registerSmsQueue } from './features/sms/sms-queue-plugin.ts';
import { registerCaseDeadlines } from './features/calendar/case-deadline-plugin.ts';
import { registerNotificationHub } from './features/notifications/notifications-plugin.ts';
import { assertDeclaredAccess, registerEndpoints } from './lib/endpoints.ts';
import { createStorage } from './lib/create-storage.ts';
import { registerJobQueue } from './plugins/job-queue.ts';
import { registerMetrics, registerSlaMetrics } from './plugins/metrics.ts';
import { registerReadReplicas } from './plugins/read-replicas.ts';
import { currentDb } from './db/replicas.ts';
import { requestIdOf } from './lib/request-id.ts';
import { trustProxyFn, trustsPeer } from './lib/networks.ts';
import { registerAuditSealer } from './plugins/audit-sealer.ts';
import type { AuditChain } from './lib/audit-chain.ts';
import { resolveAuditKey } from './lib/audit-key.ts';
import { stdoutLog } from './lib/log-destination.ts';
import { logSafeError } from './lib/log-errors.ts';
import type { Storage } from './lib/storage.ts';
import { createTokenService, type TokenService } from './lib/tokens.ts';
import { authPlugin } from './plugins/auth.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerAllowedNetworks } from './plugins/networks.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { DOCUMENT_HEADERS, dropHeaders, registerWeb } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    tokens: TokenService;
    storage: Storage;
    /** The audit chain's keys, deployment id and file store (lib/audit-chain.ts). */
    auditChain: AuditChain;
    /** Every held action's guard (features/held-guards.ts): what approving a held request replays. */
    heldGuards: HeldGuards;
  }
  interface FastifyContextConfig {
    access?: string;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  storage?: Storage;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them to check that no secret is logged). */
  logStream?: { write(line: string): void };
  /** The server the app listens on, when the port is open already (plugins/early-listener.ts: server.ts). */
  serverFactory?: FastifyServerFactory;
}

/**
 * A request path as logs may keep it: no query string, percent-escapes decoded (so `%32%39…` is read
 * as the digits it is), and every run of 9 or more digits (a national id, a mobile), also with
 * spaces, dashes or dots between them and in Arabic-Indic digits, masked but for its last four.
 */
export function logSafePath(url: string): string {
  const path = url.split('?')[0]!;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: mask the path as it came.
  }
  return decoded.replace(
    /[0-9\u0660-\u0669\u06f0-\u06f9](?:[\s.-]*[0-9\u0660-\u0669\u06f0-\u06f9]){8,}/g,
    (run) => {
      const digits = run.replace(/[\s.-]/g, '');
      return `${'•'.repeat(digits.length - 4)}${digits.slice(-4)}`;
    },
  );
}

/** Paths and fields whose values never reach a log. */
const redact = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.googleToken',
  '*.accessToken',
  // TOTP and recovery codes travel only in request bodies, which are never logged.
  '*.currentPassword',
  '*.newPassword',
  '*.mfaToken',
  '*.secret',
  '*.otpauthUrl',
  '*.qrCode',
  '*.recoveryCodes',
];

export async function buildApp({
  config,
  database,
  storage,
  logger = true,
  logStream,
  serverFactory,
}: BuildOptions): Promise<FastifyInstance> {
  const fromTrustedProxy = trustsPeer(config.TRUST_PROXY);
  // Before anything else: on PostgreSQL a start without AUDIT_KEY is refused (a ConfigError naming it).
  const auditKeys = resolveAuditKey(config, database.kind);
  const app = Fastify({
    ...(serverFactory && { serverFactory }),
    logger: logger && {
      level: config.LOG_LEVEL,
      // Never pino's default SonicBoom: its on-exit flush could hold `process.exit` for ever.
      stream: logStream ?? stdoutLog(),
      redact,
      serializers: {
        // The path only: query strings may carry search terms such as national ids or phones; and a
        // national id in the path itself (the financing application's address) keeps its last 4 digits.
        req: (req: FastifyRequest) => ({ method: req.method, url: logSafePath(req.url), id: req.id }),
        // Without the parameters of a failed database query (search terms, emails, hashes).
        err: logSafeError,
      },
    },
    // No HEAD twin for every GET route: adding them was about half of the routes' registration at
    // each start (~40 ms). HEAD is answered where a load balancer or monitor asks it: /livez, /healthz
    // and /readyz (plugins/health.ts), the app's pages (the not-found handler, plugins/web.ts) and its
    // files (@fastify/static registers HEAD itself).
    exposeHeadRoutes: false,
    bodyLimit: 1024 * 1024,
    // Only the proxies TRUST_PROXY names (a hop count or their ranges, never `true`): the client is
    // the rightmost X-Forwarded-For address that is not one of them, so no client chooses its own
    // address (its audited IP, sign-in limits, ALLOWED_NETWORKS).
    trustProxy: trustProxyFn(config.TRUST_PROXY),
    // Every log line of a request carries its id (reqId), also sent back as x-request-id (below).
    requestIdHeader: false,
    genReqId: (request) =>
      requestIdOf(request.headers['x-request-id'], fromTrustedProxy(request.socket.remoteAddress)),
    routerOptions: { ignoreTrailingSlash: true },
    // Errors Fastify meets before any route (a path whose percent-escapes do not decode, such as
    // `/files/%E0%A4%A`) answer in the one error shape too, not Fastify's own.
    frameworkErrors: (error, _request, reply) => {
      const badUrl = error.code === 'FST_ERR_BAD_URL';
      void (reply as FastifyReply).code(badUrl ? 400 : (error.statusCode ?? 400)).send({
        message: badUrl
          ? 'The address is not a valid URL: a percent-escape in it does not decode'
          : error.message,
        code: badUrl ? 'BAD_URL' : (error.code ?? 'BAD_REQUEST'),
      });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const secret = config.TOKEN_SECRET ?? (await getOrCreateSetting(database.db, 'token_secret', randomSecret));
  app.decorate('config', config);
  app.decorate('database', database);
  // The primary, or inside a replica-eligible request the replica it reads from (db/replicas.ts).
  app.decorate('db', { getter: () => currentDb(database.db) });
  app.decorate('tokens', createTokenService(secret, config.TOKEN_TTL_SECONDS));
  app.decorate('storage', storage ?? createStorage(config));
  app.decorate('auditChain', {
    db: database.db,
    keys: auditKeys,
    deploymentId: await getOrCreateSetting(database.db, 'audit_deployment_id', () => randomUUID()),
    storage: app.storage,
  });
  app.decorate('heldGuards', heldGuards);
  // Decision records carry the rules of their subject (lib/decisions.ts cannot import the feature).
  setDecisionRules(evaluateDecisionRules);
  registerReadReplicas(app, secret);

  app.addHook('onRoute', assertDeclaredAccess);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerMetrics(app);
  registerErrorHandling(app);
  // Helmet's headers, worked out once (plugins/security-headers.ts).
  await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        frameSrc: ['https://accounts.google.com/gsi/'],
        connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.CDN_BASE_URL ? [config.CDN_BASE_URL] : [])],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // Added per request below, only over TLS.
        upgradeInsecureRequests: null,
      },
    },
    hsts: false,
    crossOriginEmbedderPolicy: false,
  });
  // Over plain HTTP (a first deployment, an internal host) these would send the browser to an HTTPS
  // that does not exist and leave a blank page: only a request that came over TLS (or, with
  // TRUST_PROXY, through a proxy that says so) gets them.
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol !== 'https') return;
    reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', `${csp};upgrade-insecure-requests`);
  });
  // API answers are personal and change: never cached by a browser or proxy.
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/v')) return;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    // A JSON answer is never rendered as a document: the document headers would only weigh on the wire.
    if (String(reply.getHeader('content-type')).startsWith('application/json'))
      dropHeaders(reply, DOCUMENT_HEADERS);
  });
  registerCompression(app);
  await app.register(multipart, { limits: { files: 1, fields: 10, fileSize: 20 * 1024 * 1024 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Content Manager API', version: '1.0.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  registerAllowedNetworks(app, config.ALLOWED_NETWORKS);
  await app.register(authPlugin);

  registerFiles(app);
  registerNotificationHub(app);
  registerEndpoints(app, implementations);
  registerJobQueue(app);
  registerApplyQueue(app);
  registerSmsQueue(app);
  registerAuditSealer(app);
  registerCaseDeadlines(app);
  registerAuditFullPassQueue(app);
  registerSlaMetrics(app, [
    ['profile-validations', profileQueue, config.SLA_HOURS_PROFILE_VALIDATIONS],
    ['cashouts', cashoutQueue, config.SLA_HOURS_CASHOUTS],
    ['application-reviews', reviewQueue, config.SLA_HOURS_APPLICATION_REVIEWS],
  ]);
  // After the job queues: its onReady (ready to take traffic) runs after theirs.
  registerHealth(app);
  await registerWeb(app, config.webDistDir);
  return app;
}
