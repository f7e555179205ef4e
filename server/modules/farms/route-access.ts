// Every API route says who may call it, in its Fastify `config` (docs/product/roles-and-permissions.md "For
// developers"): a farm-scoped route names the one permission it checks (`farmPermission: 'inventory.view'`), any
// other route its kind of access. A route that says neither stops the app at start, so a new route cannot go out
// unguarded; the authorization matrix test reads these declarations from the route table.
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { FarmPermission } from '@/shared/contracts/farm-permissions';

/**
 * Access of a route that is not about one farm: `account` (any signed-in user, their own data, or lists across
 * their farms filtered by permission), `public` (no sign-in), `widget` (an embed key's session), `admin`
 * (superadmins).
 */
export const ROUTE_ACCESS_KINDS = ['account', 'public', 'widget', 'admin'] as const;
export type RouteAccessKind = (typeof ROUTE_ACCESS_KINDS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission this farm-scoped route checks on the farm it names (path, query or body). */
    farmPermission?: FarmPermission;
    access?: RouteAccessKind;
  }
  interface FastifyInstance {
    /** Every API route with what it declared, in registration order (read by the authorization matrix test). */
    routeAccess: readonly DeclaredRoute[];
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  farmPermission?: FarmPermission;
  access?: RouteAccessKind;
  /** Its validation schemas, for the tests that generate input from them. */
  schema?: Record<string, unknown>;
}

/** What a route must declare, or null when its declaration is sound. */
export function routeAccessProblem(route: Pick<RouteOptions, 'url' | 'method' | 'config'>): string | null {
  const url = route.url ?? '';
  if (!url.startsWith('/api/') && url !== '/api') return null;
  // CORS preflights (@fastify/cors) answer headers only and reach no data.
  if (([] as string[]).concat(route.method).every((method) => method === 'OPTIONS')) return null;
  const config = (route.config ?? {}) as { farmPermission?: unknown; access?: unknown };
  const name = `${String(route.method)} ${url}`;
  if (config.farmPermission !== undefined && config.access !== undefined) {
    return `${name} declares both a farmPermission and an access kind; choose one.`;
  }
  if (config.farmPermission !== undefined) return null;
  if (url.includes(':farmId')) {
    return `${name} is about one farm: declare config.farmPermission (the "module.action" it checks).`;
  }
  if (
    typeof config.access === 'string' &&
    (ROUTE_ACCESS_KINDS as readonly string[]).includes(config.access)
  ) {
    return null;
  }
  return `${name} declares neither config.farmPermission nor config.access (${ROUTE_ACCESS_KINDS.join(', ')}).`;
}

/**
 * Refuses, as the app is built, any API route registered after this without a sound declaration, and keeps the
 * declarations in `app.routeAccess`.
 */
export function requireRouteAccessDeclarations(app: FastifyInstance): void {
  const declared: DeclaredRoute[] = [];
  app.decorate('routeAccess', declared);
  app.addHook('onRoute', (route) => {
    const problem = routeAccessProblem(route);
    if (problem) throw new Error(`Route access: ${problem} (docs/product/roles-and-permissions.md)`);
    const url = route.url ?? '';
    const methods = ([] as string[]).concat(route.method);
    // HEAD routes are Fastify's copies of the GET routes; preflights carry no data.
    for (const method of methods.filter((m) => m !== 'HEAD' && m !== 'OPTIONS')) {
      if (!url.startsWith('/api/')) continue;
      const { farmPermission, access } = route.config ?? {};
      declared.push({ method, url, farmPermission, access, schema: route.schema as Record<string, unknown> });
    }
  });
}
