// What each not-yet-built farmer screen will do (docs/decisions/002). The page adds "It is not available yet."
// Each title and description is in ./i18n (farmer<Name>Title, farmer<Name>Description).
import type { ComingSoonEntry } from './entry';

export const farmerCatalogue = {
  farmSoil: 'areaCropManagement',
} satisfies Record<string, ComingSoonEntry>;
