import { BadRequestException } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MAX_JSON_BODY_BYTES, MESSAGES } from '@fund/contracts';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { DataSource } from 'typeorm';

import { AppModule, type AppContext } from './app.module.js';
import { sessionMiddleware } from './common/auth/session.js';
import { fromBodyParserError, refusePrototypeKeys } from './common/errors/error-body.js';
import { setupOpenApi } from './common/openapi/openapi.js';
import { nestedDeeperThan } from './common/http/body-depth.js';
import { jsonOnly, originCheck, UPLOAD_ROUTE_PREFIX } from './common/http/request-guards.js';

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

/** Serves a built single-page app: its files, and its index.html for every other GET under it. */
function serveUis(app: NestExpressApplication): void {
  const admin = path.join(REPO_ROOT, 'admin-ui', 'dist');
  const investor = path.join(REPO_ROOT, 'investor-ui', 'dist');
  const assetOptions = { index: false, redirect: false, maxAge: '1h', fallthrough: true };
  app.use('/admin', express.static(admin, assetOptions));
  app.use(express.static(investor, assetOptions));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path === '/api' || req.path.startsWith('/api/')) return next();
    // The invitation link shape of spec/000 §2, /admin/invite/{token}, is the portal's accept screen.
    const adminPath = (req.path === '/admin' || req.path.startsWith('/admin/')) && !req.path.startsWith('/admin/invite/');
    const root = adminPath ? admin : investor;
    const index = path.join(root, 'index.html');
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send('The user interface is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}

/** Builds the whole HTTP application on an already migrated database; the caller listens. */
export async function createApp(context: AppContext): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(context), {
    bodyParser: false,
    logger: context.logger,
  });
  app.disable('x-powered-by');
  // Without TRUST_PROXY, X-Forwarded-For is ignored: req.ip is the socket's peer (config.ts).
  app.set('trust proxy', context.config.trustProxy);
  app.use(helmet({ contentSecurityPolicy: contentSecurityPolicy(context) }));
  app.use(context.logger.httpLogger());
  app.use(originCheck(context.config.appOrigin));
  app.use(jsonOnly());
  const json = express.json({
    limit: MAX_JSON_BODY_BYTES,
    type: ['application/json', 'application/*+json'],
    reviver: refusePrototypeKeys,
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.path.startsWith(UPLOAD_ROUTE_PREFIX)) return next();
    json(req, res, (error?: unknown) => {
      if (error) return next(fromBodyParserError(error as { status?: number; type?: string }));
      next(nestedDeeperThan(req.body) ? new BadRequestException(MESSAGES.bodyTooDeep) : undefined);
    });
  });

  const pool = (app.get(DataSource).driver as unknown as { master: pg.Pool }).master;
  const sessions = sessionMiddleware({
    pool,
    secret: context.config.sessionSecret ?? context.secrets.sessionSecret,
    secure: context.config.secureCookies,
  });
  app.use(sessions.middleware);
  // The store's prune timer must stop before the pool does.
  const close = app.close.bind(app);
  app.close = async () => {
    sessions.close();
    await close();
  };

  app.setGlobalPrefix('api');
  setupOpenApi(app, context.config.secureCookies);
  serveUis(app);
  return app;
}
