// What the server writes to an invited person: the invitation e-mail and SMS, in their language where the
// platform knows it and English otherwise (docs/product/staff.md "Invitations", docs/decisions/022).
import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const staffText = defineCatalogue('server-staff', en, { sw: () => import('./sw.json') });
