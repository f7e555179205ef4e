import { areasInDevelopment, liveAreas, type FeatureArea } from '@/shared/contracts/feature-status';
import { getLocale } from '@/shared/i18n/runtime';
import { useText } from '@/shared/i18n/react';
import { marketingText, type MarketingTextKey } from '../i18n';

const AREA_NAME: Record<FeatureArea, MarketingTextKey> = {
  accounts: 'areaAccounts',
  settings: 'areaSettings',
  languages: 'areaLanguages',
  farms: 'areaFarms',
  inventory: 'areaInventory',
  storage: 'areaStorage',
  suppliers: 'areaSuppliers',
  notifications: 'areaNotifications',
  extension: 'areaExtension',
  widgets: 'areaWidgets',
  team: 'areaTeam',
  organizations: 'areaOrganizations',
  'crops-tasks': 'areaCropsTasks',
  money: 'areaMoney',
  reports: 'areaReports',
  'platform-admin': 'areaPlatformAdmin',
};

/**
 * "Available now: … In development: …", written from the one list of areas (shared/contracts/feature-status.ts),
 * so the sentence can never disagree with the badges.
 */
export function AvailabilitySummary() {
  const t = useText(marketingText);
  const list = (areas: FeatureArea[]) =>
    new Intl.ListFormat(getLocale(), { type: 'conjunction' }).format(areas.map((a) => t(AREA_NAME[a])));
  return <>{t('whatWorksToday', { live: list(liveAreas()), coming: list(areasInDevelopment()) })}</>;
}
