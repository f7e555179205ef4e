import type { ComingSoonTextKey } from './i18n';

/**
 * A route still in development, by the area it belongs to (a key of ./i18n such as areaFinance); its title and
 * description are `<group><Name>Title` and `<group><Name>Description` in the same catalogue.
 */
export type ComingSoonEntry = Extract<ComingSoonTextKey, `area${string}`>;
