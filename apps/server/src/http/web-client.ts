import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * The built browser client of the workspace (`@tcgkit/web`'s `dist`), found at run time rather
 * than imported: the client depends on this package for its protocol schemas, so this package
 * cannot depend on it. Null when it is not installed or not built.
 */
export function findWebClient(): string | null {
  try {
    const root = join(dirname(createRequire(import.meta.url).resolve('@tcgkit/web/package.json')), 'dist');
    return existsSync(join(root, 'index.html')) ? root : null;
  } catch {
    return null;
  }
}

/** How long a hashed asset may be kept: a year, never revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the browser client at `/`: its files, and its `index.html` for any other GET that is not
 * the API or the WebSocket (the client's own routes, such as a match link opened in a new tab).
 * Any other unknown route is a `not-found` error, which never repeats the request's URL.
 */
export async function serveWebClient(app: FastifyInstance, root: string | null): Promise<void> {
  if (root)
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: 'index.html',
      cacheControl: false,
      // Vite names every asset by its content's hash: it never changes, so browsers keep it for good.
      // Anything else (index.html, the favicon) is checked again each time, so a new build shows at once.
      setHeaders: (reply, path) =>
        void reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : 'no-cache'),
    });
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    if (root && req.method === 'GET' && !path.startsWith('/api/') && path !== '/ws' && !/\.\w+$/.test(path))
      return reply.type('text/html').sendFile('index.html');
    return reply.code(404).send({ error: { code: 'not-found', message: 'no such route' } });
  });
}
