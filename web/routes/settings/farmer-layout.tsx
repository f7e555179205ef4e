// /farmer/settings/*: the settings tabs of the farmer area.
import { SettingsLayout } from '@/web/features/settings/settings-layout';

export function Component() {
  return <SettingsLayout area="farmer" />;
}
