// /admin/settings/*: the settings tabs of the admin area.
import { SettingsLayout } from '@/web/features/settings/settings-layout';

export function Component() {
  return <SettingsLayout area="admin" />;
}
