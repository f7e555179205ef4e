// How each shared figure, link status and alert reads on screen (docs/product/organizations.md).
import type { OrganizationShare } from '@/shared/contracts/organizations';
import type { OrganizationLinkStatus } from '@/shared/contracts/organizations';
import { organizationsText } from './i18n';

const SHARE_KEYS = {
  stock_value: ['shareStockValue', 'shareStockValueHint'],
  low_stock_count: ['shareLowStockCount', 'shareLowStockCountHint'],
  expiring_count: ['shareExpiringCount', 'shareExpiringCountHint'],
  recent_alerts: ['shareRecentAlerts', 'shareRecentAlertsHint'],
  money_summary: ['shareMoneySummary', 'shareMoneySummaryHint'],
  crop_summary: ['shareCropSummary', 'shareCropSummaryHint'],
} as const satisfies Record<OrganizationShare, readonly [string, string]>;

export const shareLabel = (share: OrganizationShare) => organizationsText.t(SHARE_KEYS[share][0]);
export const shareHint = (share: OrganizationShare) => organizationsText.t(SHARE_KEYS[share][1]);

const STATUS_KEYS = {
  invited: 'statusInvited',
  active: 'statusActive',
  declined: 'statusDeclined',
  left: 'statusLeft',
} as const satisfies Record<OrganizationLinkStatus, string>;

export const statusLabel = (status: OrganizationLinkStatus) => organizationsText.t(STATUS_KEYS[status]);

const ALERT_KEYS: Record<string, 'alertLowStock' | 'alertDepleted' | 'alertExpiring' | 'alertExpired'> = {
  'inventory.low_stock': 'alertLowStock',
  'inventory.depleted': 'alertDepleted',
  'inventory.expiring': 'alertExpiring',
  'inventory.expired': 'alertExpired',
};

export const alertText = (type: string, item: string) =>
  organizationsText.t(ALERT_KEYS[type] ?? 'alertLowStock', { item });
