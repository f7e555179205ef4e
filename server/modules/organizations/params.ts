// Route parameters of the organizations area.
import { z } from 'zod';

export const FarmOrganizationParams = z.object({ farmId: z.string(), organizationId: z.string() });
export const SentInvitationParams = z.object({ invitationId: z.string() });
