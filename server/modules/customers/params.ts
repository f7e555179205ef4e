// Route parameters of the customers module.
import { z } from 'zod';

export const CustomerParams = z.object({ farmId: z.string(), customerId: z.string() });
