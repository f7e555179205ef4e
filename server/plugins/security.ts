// Security headers with a strict Content-Security-Policy for the web app (docs/decisions/001: one origin, so
// 'self' covers the API; ws:/wss: for the realtime endpoint). 'unsafe-inline' is allowed for styles only:
// toasts and the tour set inline styles; scripts stay 'self'.
//
// The headers are helmet's (its defaults, with X-Frame-Options DENY), computed once at startup: @fastify/helmet
// builds helmet's whole middleware again on every request, which cost /api/auth/me about half its throughput.
// security.test.ts checks that every answer carries exactly what @fastify/helmet with the same options sets.
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

/** The Content-Security-Policy value, serialized (and validated) by helmet itself. */
function cspHeader(): string {
  let value: string | undefined;
  const recorder = { setHeader: (_name: string, given: string) => void (value = given) };
  const middleware = helmet.contentSecurityPolicy({ useDefaults: false, directives: CSP_DIRECTIVES });
  middleware({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
  });
  if (value === undefined) throw new Error('helmet set no Content-Security-Policy');
  return value;
}

/** Every header helmet 8 sets by default, in its order; X-Frame-Options agrees with frame-ancestors 'none'. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Security-Policy': cspHeader(),
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'DENY',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
});

/**
 * What a JSON answer needs, after OWASP's REST Security Cheat Sheet: no framing, no content sniffing, HTTPS only,
 * no cross-origin embedding. The rest of helmet's set (script sources, referrers, popups, plugins) governs
 * documents, which a JSON answer never is; sending it on every API call cost about a tenth of /api/auth/me's time
 * (docs/decisions/027).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Security-Policy': "frame-ancestors 'none'",
  'Cross-Origin-Resource-Policy': SECURITY_HEADERS['Cross-Origin-Resource-Policy']!,
  'Strict-Transport-Security': SECURITY_HEADERS['Strict-Transport-Security']!,
  'X-Content-Type-Options': SECURITY_HEADERS['X-Content-Type-Options']!,
  'X-Frame-Options': SECURITY_HEADERS['X-Frame-Options']!,
});

const lowerCaseNames = (headers: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/**
 * On every answer, whoever sends it (a route, a 404, a 401 from requireUser, a static file), in one hook as it is
 * sent: its request id (so logs can be followed from a reply), the API set unless the route set one of those
 * itself (the widgets' scripts allow cross-origin loading), and, on an answer that is not JSON (the web app, the
 * widgets' demo page, scripts), the rest of helmet's set with its whole Content-Security-Policy. One hook rather
 * than one per concern: each hook Fastify runs costs every request a few microseconds (docs/decisions/036). Set
 * on the reply rather than on the raw response as helmet did: Node then writes all of an answer's headers in
 * one pass.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  // Fastify lower-cases every name it is given; given in lower case, that costs nothing per request.
  const apiSet = lowerCaseNames(API_SECURITY_HEADERS);
  const forEveryAnswer = Object.entries(apiSet);
  const forDocuments = Object.fromEntries(
    Object.entries(lowerCaseNames(SECURITY_HEADERS)).filter(([name, value]) => apiSet[name] !== value),
  );
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    for (const [name, value] of forEveryAnswer) if (!reply.hasHeader(name)) reply.header(name, value);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) reply.headers(forDocuments);
    done(null, payload);
  });
}
