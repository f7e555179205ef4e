// What the server tells a farm's owner about an organization's invitation, in the owner's language
// (docs/product/organizations.md "Invitations", docs/decisions/022).
import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const organizationsText = defineCatalogue('server-organizations', en, {
  sw: () => import('./sw.json'),
});
