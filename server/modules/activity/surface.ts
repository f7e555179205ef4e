// Which surface a request came from, for the activity log (docs/product/activity-log.md "Where a change came
// from"). Our web app and extension say so in a header; any other bearer client is `api`. Widget routes do not
// ask: their requests are always `widget`. The header only labels entries, it grants nothing.
import type { FastifyRequest } from 'fastify';
import {
  CLIENT_SURFACES,
  SURFACE_HEADER,
  type ActivitySurface,
  type ClientSurface,
} from '@/shared/contracts/activity-log';
import { currentUser } from '@/server/plugins/auth';
import type { PersonActor } from './record';

export function surfaceOf(request: FastifyRequest): ActivitySurface {
  const claimed = request.headers[SURFACE_HEADER];
  return typeof claimed === 'string' && (CLIENT_SURFACES as readonly string[]).includes(claimed)
    ? (claimed as ClientSurface)
    : 'api';
}

/** The signed-in person of a route behind requireUser, with the surface they acted from. */
export function actorOf(request: FastifyRequest): PersonActor {
  return { id: currentUser(request).id, surface: surfaceOf(request) };
}
