// /{usertype}/settings/profile for user types without a settings area of their own (organization).
import { SettingsLayout } from '@/web/features/settings/settings-layout';

export function Component() {
  return <SettingsLayout area="other" />;
}
