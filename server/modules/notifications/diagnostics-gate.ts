// docs/product/notifications.md test pages and diagnostics: open to any signed-in user outside production; in production only
// to superadmins, and everyone else gets a plain 404, as if the endpoints did not exist.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '@/server/lib/http-error';
import { NOT_FOUND_MESSAGE } from '@/server/plugins/errors';

export function diagnosticsGate(app: FastifyInstance, nodeEnv: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (nodeEnv !== 'production') return app.requireUser(request, reply);
    const hidden = new HttpError(404, NOT_FOUND_MESSAGE, { code: 'not_found' });
    try {
      await app.requireUser(request, reply);
    } catch {
      throw hidden;
    }
    if (request.user?.user_type.toLowerCase() !== 'superadmin') throw hidden;
  };
}
