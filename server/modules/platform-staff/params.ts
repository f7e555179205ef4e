// Route parameters of the platform staff area.
import { z } from 'zod';

export const StaffParams = z.object({ userId: z.string() });
export const PlatformRoleParams = z.object({ roleId: z.string() });
