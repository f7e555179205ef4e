// Every coming-soon route's title and description, keyed by area and page ("farmer.farms", "admin.content").
import type { ComingSoonEntry } from './entry';
import type { ComingSoonTextKey } from './i18n';
import { businessCatalogue } from './business-catalogue';
import { farmerCatalogue } from './farmer-catalogue';
import { adminCatalogue, miscCatalogue, settingsCatalogue } from './other-catalogue';

const prefixed = <P extends string, T extends Record<string, ComingSoonEntry>>(prefix: P, table: T) =>
  Object.fromEntries(Object.entries(table).map(([key, entry]) => [`${prefix}.${key}`, entry])) as {
    [K in keyof T & string as `${P}.${K}`]: ComingSoonEntry;
  };

export const comingSoonCatalogue = {
  ...prefixed('farmer', { ...farmerCatalogue, ...businessCatalogue }),
  ...prefixed('settings', settingsCatalogue),
  ...prefixed('admin', adminCatalogue),
  ...prefixed('misc', miscCatalogue),
};

export type ComingSoonKey = keyof typeof comingSoonCatalogue;

/** "farmer.finances" → "farmerFinances", the start of the route's keys in ./i18n. */
type TextBase<Id> = Id extends `${infer Group}.${infer Name}` ? `${Group}${Capitalize<Name>}` : never;

export interface ComingSoonTexts {
  title: ComingSoonTextKey;
  area: ComingSoonTextKey;
  description: ComingSoonTextKey;
}

/** The keys of a route's title, area and description (the type check makes sure every route has its texts). */
export function comingSoonTexts(id: ComingSoonKey): ComingSoonTexts {
  const base = id.replace(/\.(.)/, (_, first: string) => first.toUpperCase()) as TextBase<ComingSoonKey>;
  return { title: `${base}Title`, area: comingSoonCatalogue[id], description: `${base}Description` };
}
