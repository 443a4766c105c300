import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { Logger } from 'nestjs-pino';
import { SCHEMA } from './parts';
import { answerUnreadableBody, AppConfig, migrateDatabaseAt, nestDottedKeys, RefusalFilter, securityHeaders, WellFormedTextPipe } from '@timekeep/server-platform';
import { ApiModule } from './api.module';

/**
 * Builds the HTTP app: API under its base path, the built console (if any) at the root with
 * a fallback to index.html for client-side routes.
 */
export async function createApi(config: AppConfig): Promise<NestExpressApplication> {
  await migrateDatabaseAt(config.databaseUrl, SCHEMA);
  const app = await NestFactory.create<NestExpressApplication>(ApiModule.register(config), { bufferLogs: true, bodyParser: false });
  app.useLogger(app.get(Logger));

  // First, so that every reply carries them, a refused body's and the console's too.
  app.use(securityHeaders());
  app.use(express.json({ limit: '2mb' }));
  app.use(express.urlencoded({ extended: true, limit: '2mb' }));
  app.use((req: express.Request, _res: express.Response, next: express.NextFunction) => {
    if (req.is('application/x-www-form-urlencoded') && req.body && typeof req.body === 'object') req.body = nestDottedKeys(req.body);
    next();
  });
  app.use(answerUnreadableBody);
  // The per-address limits (sign-in, clock PIN, OAuth token) count request.ip: X-Forwarded-For names
  // it only when the connection comes from a configured proxy (TRUST_PROXY; nginx in docker-compose),
  // never from a caller reaching the port directly (ADR 0049).
  app.set('trust proxy', config.trustProxy.length ? config.trustProxy : false);
  app.useGlobalFilters(new RefusalFilter());
  app.useGlobalPipes(new WellFormedTextPipe());
  app.setGlobalPrefix(config.apiBasePath);
  app.enableShutdownHooks();
  // An idle kept-alive connection closed by the server at the moment a client reuses it fails that
  // request with ECONNRESET (nodejs/node#47130). Clients close theirs at the timeout the server
  // announces less a margin, so the server waits longer than any of them idles (and longer than the
  // 60 s idle of the usual load balancers): it is never the side that closes under a live request.
  const server = app.getHttpServer();
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  const dist = config.consoleDist ? resolve(config.consoleDist) : undefined;
  if (dist && existsSync(join(dist, 'index.html'))) {
    const base = config.apiBasePath;
    // Hashed assets never change under their name: cached for a year without asking again, and sent
    // as the build's brotli or gzip copy when the browser takes it (apps/console/precompress.ts).
    app.use(
      '/assets',
      expressStaticGzip(join(dist, 'assets'), {
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        index: false,
        serveStatic: { index: false, immutable: true, maxAge: '1y', fallthrough: false },
      }),
    );
    // The page itself and the service worker are never cached (a new build's asset names and worker
    // must reach the browser at once); the few unhashed files (the icon) for an hour.
    const noStore = (res: express.Response) => res.setHeader('Cache-Control', 'no-store');
    const neverCached = (path: string) => path.endsWith('.html') || path.endsWith(`${sep}sw.js`) || path.endsWith('.webmanifest');
    app.use(express.static(dist, { index: false, maxAge: '1h', setHeaders: (res, path) => neverCached(path) && noStore(res) }));
    app.use((req: express.Request, res: express.Response, next: express.NextFunction) => {
      if (req.method !== 'GET' || req.path === base || req.path.startsWith(`${base}/`)) return next();
      noStore(res);
      res.sendFile(join(dist, 'index.html'));
    });
  }
  return app;
}
