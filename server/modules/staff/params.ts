// Route parameters of the staff area.
import { z } from 'zod';
import { FarmParams } from '@/server/lib/params';

export const InvitationParams = FarmParams.extend({ invitationId: z.string() });
export const StaffParams = FarmParams.extend({ userId: z.string() });
export const TeamParams = FarmParams.extend({ teamId: z.string() });
export const SecretParams = z.object({ secret: z.string().max(200) });
