// Text the database cannot store, refused in one place. PostgreSQL rejects NUL (\u0000) in text, so a NUL in a
// name, a search or a path segment would end as a 500 in whichever query first carried it; the other control
// characters (all below a space but tab, line feed and carriage return) are never typed by people and only
// hide text. Every path parameter, query value and string of a parsed body (at any depth, keys too) is checked
// before validation, and a request carrying one answers 422 with a message under each field that holds it.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  RouteOptions,
} from 'fastify';
import { HttpError } from '@/server/lib/http-error';
import { VALIDATION_MESSAGE } from './errors';

export const CONTROL_CHARACTERS_MESSAGE =
  'This field must not contain invisible control characters; remove them and try again.';

const NO_FIELDS: readonly string[] = Object.freeze([]);

/** At most this many fields are named in one answer. */
const MAX_FIELDS = 20;

const isControl = (code: number) => code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i))) return true;
  return false;
}

/** A field name as the errors plugin writes it, each control character shown as \uFFFD. */
const printable = (key: string) =>
  hasControlCharacter(key)
    ? Array.from(key, (c) => (isControl(c.charCodeAt(0)) ? '\uFFFD' : c)).join('')
    : key;

interface Place {
  value: unknown;
  key?: string;
  parent?: Place;
}

/** `profile.theme_preference`, `allowed_origins.1`: the path from the root, as the errors plugin writes it. */
function nameOf(place: Place, root: string): string {
  const keys: string[] = [];
  for (let at: Place | undefined = place; at?.key !== undefined; at = at.parent) keys.push(printable(at.key));
  return keys.reverse().join('.') || root;
}

/**
 * The fields of `value` whose text (or name) holds a control character, walked without recursion (and without
 * copying paths) so deeply nested input costs neither the stack nor quadratic time.
 */
export function fieldsWithControlCharacters(value: unknown, root: string): readonly string[] {
  if (value === undefined || value === null) return NO_FIELDS;
  const found = new Set<string>();
  const stack: Place[] = [{ value }];
  while (stack.length > 0 && found.size < MAX_FIELDS) {
    const place = stack.pop()!;
    const current = place.value;
    if (typeof current === 'string') {
      if (hasControlCharacter(current)) found.add(nameOf(place, root));
      continue;
    }
    if (current === null || typeof current !== 'object' || Buffer.isBuffer(current)) continue;
    const entries = Array.isArray(current)
      ? current.map((item: unknown, index) => [String(index), item] as const)
      : Object.entries(current);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      const next = { value: item, key, parent: place };
      if (hasControlCharacter(key)) found.add(nameOf(next, root));
      else stack.push(next);
    }
  }
  return [...found];
}

/** Whether a route can read text from the request: a path parameter, a query it declares, or a body. */
function mayCarryText(route: RouteOptions): boolean {
  const readsQuery = Boolean((route.schema as { querystring?: unknown } | undefined)?.querystring);
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const takesBody = methods.some((method) => method !== 'GET' && method !== 'HEAD');
  return route.url.includes(':') || route.url.includes('*') || readsQuery || takesBody;
}

function refuseControlCharacters(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  const inParams = fieldsWithControlCharacters(request.params, 'params');
  const inQuery = fieldsWithControlCharacters(request.query, 'query');
  const inBody = fieldsWithControlCharacters(request.body, 'body');
  if (inParams.length + inQuery.length + inBody.length === 0) return done();
  const fields = [...inParams, ...inQuery, ...inBody];
  const errors = Object.fromEntries(fields.map((field) => [field, [CONTROL_CHARACTERS_MESSAGE]]));
  done(new HttpError(422, VALIDATION_MESSAGE, { code: 'validation_failed', errors }));
}

/**
 * Every route that can read text gets the check before its validation; one that reads none (GET /api/auth/me)
 * skips a hook on every call. A callback hook, not an async one: most requests have nothing to check.
 */
export function registerInputTextChecks(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!mayCarryText(route)) return;
    const existing = route.preValidation;
    route.preValidation = existing
      ? [refuseControlCharacters, ...(Array.isArray(existing) ? existing : [existing])]
      : refuseControlCharacters;
  });
}
