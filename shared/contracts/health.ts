import { z } from 'zod';

/** GET /api/health: the server answers and its database does too. */
export const HealthResponseSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
