import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

const NOT_A_PAGE = /^\/(api|docs|healthz|socket\.io)(\/|$)/;

/**
 * Serves the client's web bundle at `/`, with index.html for any other page path so deep links work;
 * everything else that matches no route gets a JSON 404.
 */
export async function serveWebClient(app: FastifyInstance, root: string): Promise<void> {
  const built = existsSync(path.join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, { root, prefix: '/', wildcard: false, index: ['index.html'] });
  } else {
    app.log.warn({ root }, 'web client is not built; run `pnpm build`');
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !NOT_A_PAGE.test(request.url) &&
      (request.headers.accept ?? '').includes('text/html');
    if (!isPage) {
      throw new AppError('not-found', 404, `There is no ${request.method} ${request.url.split('?')[0]}.`);
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The Dugout web client is not built yet: run `pnpm build`.');
    }
    return reply.sendFile('index.html');
  });
}
