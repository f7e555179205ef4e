// Where the web app is, for the links in invitations: APP_URL when set (docs/operations), otherwise the address
// the inviter's request came to, which is where the web app is served (one port serves both).
import type { FastifyRequest } from 'fastify';
import { loadNotificationConfig } from '@/server/modules/notifications/config';

export function appUrlFor(configured: string | null) {
  return (request: FastifyRequest) => configured ?? `${request.protocol}://${request.host}`;
}

export const configuredAppUrl = () => loadNotificationConfig(process.env).appUrl;
