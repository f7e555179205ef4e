// Shared by the admin package pages, /pricing and the upgrade prompt, so it lives outside any one feature.
import { defineCatalogue } from '@/shared/i18n/runtime';
import en from './en.json';

/** Packages, features, /pricing and the upgrade prompt (docs/product/packages.md). */
export const packagesText = defineCatalogue('web-packages', en, { sw: () => import('./sw.json') });
export type PackagesTextKey = keyof typeof en;
