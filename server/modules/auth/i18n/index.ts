// What the server writes to people about their account: the verification and password-reset codes sent by
// e-mail and SMS, in the recipient's language (docs/decisions/022).
import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

export const authText = defineCatalogue('server-auth', en, { sw: () => import('./sw.json') });
