// The entitlement answers, in English as the client receives them; the web app shows each in the reader's
// language through shared/i18n/messages (en.json and sw.json hold the same texts), so change both together.
import type { PackageFeature, PackageLimit } from '@/shared/contracts/platform-enums';

export const ENTITLEMENT_MESSAGES = {
  featureNotInPackage: 'Your package ({package}) does not include {feature}. Upgrade to {upgrade} to use it.',
  featureNowhere: 'Your package ({package}) does not include {feature}.',
  featureAfterTrial: 'Your trial has ended. Choose a package to use {feature}.',
  limitReached:
    'You have reached the {limit} of your package ({package}): {allowed}. Upgrade to {upgrade} for more.',
  limitReachedNowhere: 'You have reached the {limit} of your package ({package}): {allowed}.',
  limitAfterTrial: 'Your trial has ended. Choose a package to add more.',
} as const;

export const FEATURE_NAMES: Record<PackageFeature, string> = {
  pos: 'the point of sale',
  reports_export: 'report exports',
  widgets: 'website widgets',
  extension: 'the browser extension',
  ai: 'AI assistance',
  organizations: 'organizations',
};

export const LIMIT_NAMES: Record<PackageLimit, string> = {
  farms: 'farm limit',
  items: 'item limit',
  staff: 'staff limit',
  sms_per_month: 'monthly SMS limit',
  ai_requests_per_month: 'monthly AI request limit',
};

export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
