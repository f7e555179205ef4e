// Route parameters many areas share. An area's own ones live in its module's params.ts, never in a route file.
import { z } from 'zod';

export const FarmParams = z.object({ farmId: z.string() });
export const IdParams = z.object({ id: z.string() });
