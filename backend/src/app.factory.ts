import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { BadRequestException, NotFoundException, RequestTimeoutException } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { DataSource } from 'typeorm';

import { MAX_JSON_BODY_BYTES, MESSAGES } from '@fund/contracts';

import { AppModule, type AppContext } from './app.module.js';
import { sessionMiddleware } from './common/auth/session.js';
import { answerError } from './common/errors/all-exceptions.filter.js';
import { fromBodyParserError, refusePrototypeKeys } from './common/errors/error-body.js';
import { nestedDeeperThan } from './common/http/body-depth.js';
import { builtFiles, CACHE_INDEX, HASHED_ASSET, sendBuiltFile } from './common/http/built-files.js';
import { methodNotAllowed } from './common/http/method-not-allowed.js';
import { jsonOnly, originCheck, UPLOAD_ROUTE_PREFIX } from './common/http/request-guards.js';
import type { AppLogger } from './common/logging/logger.js';
import { setupOpenApi } from './common/openapi/openapi.js';
import type { HttpLimits } from './config/config.js';
import { poolOf } from './database/pool.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

function contentSecurityPolicy(context: AppContext) {
  const storage = context.config.s3?.endpoint ? [new URL(context.config.s3.endpoint).origin] : [];
  return {
    useDefaults: true,
    directives: {
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', ...storage],
      'connect-src': ["'self'", ...storage],
      'frame-src': ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
      'upgrade-insecure-requests': context.config.secureCookies ? [] : null,
    },
  };
}

/**
 * Helmet's headers (CSP of contentSecurityPolicy, HSTS, X-Frame-Options...) plus `Cache-Control:
 * no-store` on API answers: they carry passports, bank details and money figures, which no browser or
 * proxy may keep (a route may set its own, as public stored files do). Helmet's output does not depend
 * on the request, so it is taken once at start and each request gets the same header list.
 */
function securityHeaders(context: AppContext): (req: Request, res: Response, next: NextFunction) => void {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => void headers.push([name, value]),
    removeHeader: () => {},
  };
  let called = false;
  helmet({ contentSecurityPolicy: contentSecurityPolicy(context) })({} as never, recorder as never, () => (called = true));
  if (!called || headers.length === 0) throw new Error('helmet did not answer its headers at start');
  return (req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    if (req.url.startsWith('/api/')) res.setHeader('Cache-Control', 'no-store');
    next();
  };
}

/**
 * Serves the built single-page apps: their files (precompressed, hashed assets cached for a year:
 * common/http/built-files.ts), and their index.html for every other GET under them, except under
 * assets/ where a missing file is a 404 (a stale chunk must fail, not load a page as a script).
 * Mounted after the API, so only non-API paths get here (Nest answers every /api path itself).
 */
function serveUis(app: NestExpressApplication, logger: AppLogger): void {
  const admin = path.join(REPO_ROOT, 'admin-ui', 'dist');
  const investor = path.join(REPO_ROOT, 'investor-ui', 'dist');
  const ui = express.Router();
  ui.use('/admin', builtFiles(admin));
  ui.use(builtFiles(investor));
  ui.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || HASHED_ASSET.test(req.path)) return next();
    // The invitation link shape of spec/000 §2, /admin/invite/{token}, is the portal's accept screen.
    const adminPath = (req.path === '/admin' || req.path.startsWith('/admin/')) && !req.path.startsWith('/admin/invite/');
    const root = adminPath ? admin : investor;
    const index = path.join(root, 'index.html');
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send('The user interface is not built yet: run `npm run build`.');
      return;
    }
    sendBuiltFile(req, res, next, index, CACHE_INDEX);
  });
  ui.use((_req: Request, _res: Response, next: NextFunction) => next(new NotFoundException(MESSAGES.notFound)));
  // Past Nest's own error handler: the UI's errors leave the same way as the API's.
  ui.use((error: unknown, req: Request, res: Response, _next: NextFunction) => answerError(logger, error, req, res));
  app.use(ui);
}

/**
 * The server's own limits (HTTP_* of config.ts). Node bounds the headers, and a whole request by the
 * longest any may take (an upload's); the JSON reader holds ordinary requests to HTTP_REQUEST_TIMEOUT.
 */
function applyHttpLimits(server: Server, limits: HttpLimits): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.uploadTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  // Node looks for expired requests this often (30 s by default); read when the server starts listening.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.min(
    5000,
    Math.ceil(limits.headersTimeoutMs / 2),
  );
}

/**
 * An upload may take up to HTTP_UPLOAD_TIMEOUT, as long as its bytes keep coming: a silence of
 * `silenceMs` while the body is still arriving closes the connection (the upload route then drops the
 * partial file). Once the body is in, storing it may take its time.
 */
function cutWhenSilent(req: Request, res: Response, silenceMs: number): void {
  // The socket is held here: once a refused upload's body stream is destroyed, req.socket is null, yet
  // the timer still fires on the connection (a TypeError there would end the process).
  const socket = req.socket;
  req.setTimeout(silenceMs, () => socket.destroy()); // emitted only while the body is incomplete
  res.on('timeout', () => {});
}

/** Builds and initialises the whole HTTP application on an already migrated database; the caller listens. */
export async function createApp(context: AppContext): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(context), {
    bodyParser: false,
    logger: context.logger,
  });
  applyHttpLimits(app.getHttpServer(), context.config.http);
  app.disable('x-powered-by');
  // API answers are private and never cached (below), so an ETag (a hash of every body) serves nothing.
  app.set('etag', false);
  // Without TRUST_PROXY, X-Forwarded-For is ignored: req.ip is the socket's peer (config.ts).
  app.set('trust proxy', context.config.trustProxy);
  app.use(securityHeaders(context));
  app.use(context.logger.httpLogger());
  app.use(originCheck(context.config.appOrigins, context.logger));
  app.use(jsonOnly());
  const json = express.json({
    limit: MAX_JSON_BODY_BYTES,
    type: ['application/json', 'application/*+json'],
    reviver: refusePrototypeKeys,
  });
  const { requestTimeoutMs } = context.config.http;
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) return next(); // no body
    if (req.path.startsWith(UPLOAD_ROUTE_PREFIX)) {
      cutWhenSilent(req, res, requestTimeoutMs);
      return next();
    }
    // An ordinary request's body must be in within HTTP_REQUEST_TIMEOUT (Node's own bound is the upload's).
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      res.setHeader('Connection', 'close');
      next(new RequestTimeoutException());
    }, requestTimeoutMs);
    json(req, res, (error?: unknown) => {
      clearTimeout(timer);
      if (timedOut) return;
      if (error) return next(fromBodyParserError(error as { status?: number; type?: string }));
      next(nestedDeeperThan(req.body) ? new BadRequestException(MESSAGES.bodyTooDeep) : undefined);
    });
  });

  const pool = poolOf(app.get(DataSource));
  const sessions = sessionMiddleware({
    pool,
    secret: context.config.sessionSecret ?? context.secrets.sessionSecret,
    secure: context.config.secureCookies,
    logger: context.logger.pino,
  });
  app.use('/api', methodNotAllowed(app.getHttpAdapter().getInstance()));
  app.use('/api', sessions);

  app.setGlobalPrefix('api');
  setupOpenApi(app, context.config.secureCookies);
  // The API's routes (and its JSON 404 under /api) are registered by init; the UI comes after them,
  // so no API request ever looks for a file.
  await app.init();
  serveUis(app, context.logger);
  return app;
}
