// Fetchers check what they send with the same contract the server validates with (docs/architecture.md principle 3), and
// report a bad input like a 422: one message for people plus per-field messages for the form.
import type { z } from 'zod';
import { ApiRequestError } from './errors';

export const INVALID_INPUT_CODE = 'invalid_input';

export function validInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || '_';
    (fieldErrors[field] ??= []).push(issue.message);
  }
  const first = parsed.error.issues[0]?.message ?? 'Check the form.';
  throw new ApiRequestError(first, { code: INVALID_INPUT_CODE, fieldErrors, cause: parsed.error });
}
