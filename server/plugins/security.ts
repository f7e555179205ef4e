// Security headers with a strict Content-Security-Policy for the web app (docs/decisions/001: one origin, so
// 'self' covers the API; ws:/wss: for the realtime endpoint). 'unsafe-inline' is allowed for styles only:
// toasts and the tour set inline styles; scripts stay 'self'.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Firebase's installation and registration services hand out push tokens (only contacted when push is set up).
  connectSrc: [
    "'self'",
    'ws:',
    'wss:',
    'https://firebaseinstallations.googleapis.com',
    'https://fcmregistrations.googleapis.com',
  ],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  mediaSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // The legacy header agrees with frame-ancestors 'none'.
    frameguard: { action: 'deny' },
  });
}
