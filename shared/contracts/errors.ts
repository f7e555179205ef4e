import { z } from 'zod';

/** Every error answer of the API: a message for people, a code for programs, per-field messages on 422. */
export const ApiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** A 403 for a farm role names the "module.action" permission it lacks (docs/product/roles-and-permissions.md). */
  missing_permission: z.string().optional(),
  /** Facts a program acts on, e.g. a short-stock 409 of a sale names the item and what is left. */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const MessageResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
