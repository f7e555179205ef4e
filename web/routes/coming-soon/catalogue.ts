// Every coming-soon route's title and description, keyed by area and page ("farmer.farms", "admin.content").
import type { ComingSoonEntry } from './entry';
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
