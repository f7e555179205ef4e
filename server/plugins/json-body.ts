// Request bodies. Clients differ in what they send for a call without data (docs/product/web-app.md: send-email-verification,
// logout, …): no body at all, or `Content-Type: application/json` with an empty body. Both mean "no body";
// Fastify's own parser would refuse the second with a 400. Real JSON still goes through Fastify's parser, with
// its protection against prototype poisoning.
import type { FastifyInstance } from 'fastify';

export function registerJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
  // A call without a body on a route that takes one validates as an empty object, so the 422 names each
  // missing field instead of saying "the body is missing".
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
    done();
  });
}
