// Every API route says who may call it (route-access.ts): the rule, and the app refusing to start with a route that
// says nothing.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requireRouteAccessDeclarations, routeAccessProblem } from './route-access';

describe('routeAccessProblem', () => {
  it.each([
    ['GET', '/api/farms/:farmId/inventory', { farmPermission: 'inventory.view' }, null],
    ['GET', '/api/auth/me', { access: 'account' }, null],
    ['POST', '/api/auth/login', { access: 'public', rateLimit: {} }, null],
    ['GET', '/app/:key', undefined, null],
    ['OPTIONS', '/api/widget/*', undefined, null],
  ])('%s %s with %j is sound', (method, url, config, problem) => {
    expect(routeAccessProblem({ method, url, config: config as never })).toBe(problem);
  });

  it.each([
    ['GET', '/api/things', undefined, 'declares neither config.farmPermission nor config.access'],
    ['GET', '/api/things', { access: 'everyone' }, 'declares neither'],
    ['GET', '/api/farms/:farmId/things', { access: 'account' }, 'is about one farm'],
    ['GET', '/api/farms/:farmId', { farmPermission: 'farms.view', access: 'account' }, 'declares both'],
  ])('%s %s with %j is refused', (method, url, config, problem) => {
    expect(routeAccessProblem({ method, url, config: config as never })).toContain(problem);
  });
});

describe('requireRouteAccessDeclarations', () => {
  it('stops the app at start on an undeclared route, and lists the declared ones', async () => {
    const app = Fastify({ logger: false });
    requireRouteAccessDeclarations(app);
    app.get('/api/ok', { config: { access: 'public' } }, async () => 'ok');
    expect(() => app.get('/api/forgotten', async () => 'oops')).toThrow(
      /GET \/api\/forgotten declares neither/,
    );
    await app.close();
    const declared = Fastify({ logger: false });
    requireRouteAccessDeclarations(declared);
    declared.get('/api/farms/:farmId', { config: { farmPermission: 'farms.view' } }, async () => 'ok');
    await declared.ready();
    expect(declared.routeAccess).toEqual([
      { method: 'GET', url: '/api/farms/:farmId', farmPermission: 'farms.view', access: undefined },
    ]);
    await declared.close();
  });
});
