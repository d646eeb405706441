import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { errorBody } from './errors.ts';
import { languageOf } from '../i18n/index.ts';
import { apiMessage } from '../i18n/apiMessages.ts';

/**
 * Serves the built single-page app. Client routes (/cockpit, /key-drivers, ...) fall back to
 * index.html so deep links and reloads work; unknown /api paths stay JSON 404s, which do not
 * repeat the path (a link crafted to show a message must not get one from us).
 */
export async function serveSpa(app: FastifyInstance, staticDir: string | undefined): Promise<void> {
  const indexFile = staticDir ? path.join(staticDir, 'index.html') : undefined;
  const hasBuild = indexFile !== undefined && fs.existsSync(indexFile);
  if (hasBuild && staticDir) {
    await app.register(fastifyStatic, { root: staticDir, index: false, wildcard: false, cacheControl: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || request.method !== 'GET') {
      return reply.status(404).send(errorBody('not_found', apiMessage('No such route', languageOf(request))));
    }
    if (!hasBuild) {
      return reply.status(503).send(errorBody('app_not_built', 'The app is not built yet: run `npm run build` (npm start does it for you).'));
    }
    const ext = path.extname(pathname);
    if (ext && ext !== '.html') {
      return reply.status(404).send(errorBody('not_found', apiMessage('No such file', languageOf(request))));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
