// The session atoms over localStorage (docs/architecture.md principle 7). They validate the stored user with the contract
// (zod), so only signed-in and auth screens import this module; public pages use stored-session-hint.ts.
import { createSessionAtoms } from '@/shared/session/atoms';
import { webStorage } from '@/shared/platform/web-storage';

export const sessionAtoms = createSessionAtoms(webStorage);
