// The refusals of the organizations area (docs/product/organizations.md "When something is refused"). Each
// message is translated for the web app in shared/i18n/messages.
import { HttpError, fieldError } from '@/server/lib/http-error';

export const ORGANIZATION_ONLY = 'This area is for organization accounts only.';
export const OWNER_ONLY = "Only the farm's owner can decide what the farm shares with an organization.";
export const NO_FARM_FOUND =
  'We could not find a farm for that e-mail or farm id. Check it with the farm owner.';
export const ALREADY_MEMBER = 'That farm already shares with your organization.';
export const ALREADY_INVITED = 'That farm is already invited. Its owner has not answered yet.';
export const INVITATION_NOT_FOUND = 'We could not find that invitation.';
export const ORGANIZATION_NOT_FOUND = 'We could not find that organization.';
export const NOT_PENDING = 'This invitation has already been answered.';
export const NOT_ACTIVE = 'This farm does not share with that organization at the moment.';

export const organizationOnly = () => new HttpError(403, ORGANIZATION_ONLY, { code: 'forbidden' });
export const ownerOnly = () => new HttpError(403, OWNER_ONLY, { code: 'owner_only' });
export const noFarmFound = (field: 'email' | 'farm_id') => fieldError(field, NO_FARM_FOUND, 'farm_not_found');
export const alreadyMember = () => new HttpError(409, ALREADY_MEMBER, { code: 'already_member' });
export const alreadyInvited = () => new HttpError(409, ALREADY_INVITED, { code: 'already_invited' });
export const invitationNotFound = () =>
  new HttpError(404, INVITATION_NOT_FOUND, { code: 'invitation_not_found' });
export const organizationNotFound = () =>
  new HttpError(404, ORGANIZATION_NOT_FOUND, { code: 'organization_not_found' });
export const notPending = () => new HttpError(409, NOT_PENDING, { code: 'not_pending' });
export const notActive = () => new HttpError(409, NOT_ACTIVE, { code: 'not_active' });
