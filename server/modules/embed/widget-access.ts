// What every widget route starts with: the widget session of the call (bearer token, key in the URL, the page's
// Origin), and the scope the route needs.
import type { FastifyRequest } from 'fastify';
import type { EmbedScope } from '@/shared/contracts/embed';
import type { ServerContext } from '@/server/context';
import { authenticateWidget, requireScope, type WidgetAccess } from './widget-sessions';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export async function widgetAccess(
  ctx: ServerContext,
  request: FastifyRequest,
  publishableKey: string,
  scope: EmbedScope,
): Promise<WidgetAccess> {
  const access = await widgetSessionOf(ctx, request, publishableKey);
  requireScope(access, scope);
  return access;
}

/** The session alone, for the routes whose scope depends on what they are asked (a realtime channel's): each
 *  must then check it with requireScope. */
export function widgetSessionOf(
  ctx: ServerContext,
  request: FastifyRequest,
  publishableKey: string,
): Promise<WidgetAccess> {
  return authenticateWidget(ctx.db, ctx.clock, {
    publishableKey,
    token: BEARER.exec(request.headers.authorization ?? '')?.[1],
    // Browsers send Origin on every cross-origin call; a same-origin GET (the demo page on this server) has none,
    // and then the page's origin is this server's own.
    origin: request.headers.origin ?? `${request.protocol}://${request.host}`,
  });
}
