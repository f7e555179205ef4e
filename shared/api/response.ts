// docs/product/web-app.md Inventory and suppliers: list answers come as a bare array, a data array, or a status/success
// wrapper around a data array. docs/architecture.md "The API": the client stays tolerant of all of them.
import { z } from 'zod';
import { INVALID_RESPONSE_FORMAT } from './extract-json';

type Wrapper = { data?: unknown; status?: unknown; success?: unknown; message?: unknown };

/** The wrapped payload, or an Error with the server's message when the wrapper reports failure. */
function unwrap(body: unknown, errorMessage: string): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const wrapper = body as Wrapper;
  const failed =
    wrapper.success === false || (typeof wrapper.status === 'string' && wrapper.status !== 'success');
  if (failed)
    throw new Error(typeof wrapper.message === 'string' && wrapper.message ? wrapper.message : errorMessage);
  return 'data' in wrapper ? wrapper.data : body;
}

export function readList<T>(
  body: unknown,
  schema: z.ZodType<T>,
  errorMessage = INVALID_RESPONSE_FORMAT,
): T[] {
  const list = unwrap(body, errorMessage);
  if (!Array.isArray(list)) throw new Error(errorMessage);
  const parsed = z.array(schema).safeParse(list);
  if (!parsed.success) throw new Error(errorMessage, { cause: parsed.error });
  return parsed.data;
}

/** One record: a bare object or the same object inside `data` (optionally with status/success). */
export function readItem<T>(body: unknown, schema: z.ZodType<T>, errorMessage = INVALID_RESPONSE_FORMAT): T {
  const direct = schema.safeParse(body);
  if (direct.success) return direct.data;
  const parsed = schema.safeParse(unwrap(body, errorMessage));
  if (!parsed.success) throw new Error(errorMessage, { cause: parsed.error });
  return parsed.data;
}
