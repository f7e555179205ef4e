// The test notifications of docs/product/notifications.md (Test and diagnostics): each test type of docs/product/notifications.md becomes a real
// notification of the matching type, governed by the matching preference, so a test exercises every channel.
import type { PreferenceType } from '@/shared/contracts/notifications';
import { TEST_NOTIFICATION_TYPES } from '@/shared/contracts/notifications';
import type { NotificationType } from '@/shared/notifications/rules';
import type { Database } from '@/server/db/client';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import { notificationText } from './i18n';
import type { NotificationService } from './service';

type TestType = (typeof TEST_NOTIFICATION_TYPES)[number];

type TitleKey = Parameters<typeof notificationText.tIn>[1];

const TEST_TYPES: Record<
  TestType,
  { type: NotificationType; preference: PreferenceType | null; title: TitleKey }
> = {
  general: { type: 'system', preference: null, title: 'testGeneralTitle' },
  task_due: { type: 'task', preference: 'task_due', title: 'testTaskDueTitle' },
  stage_transition: {
    type: 'crop_update',
    preference: 'progress_update',
    title: 'testStageTransitionTitle',
  },
  weather_alert: { type: 'weather_alert', preference: 'weather', title: 'testWeatherAlertTitle' },
  market_price: { type: 'system', preference: 'market', title: 'testMarketPriceTitle' },
  input_stock: { type: 'system', preference: 'input', title: 'testInputStockTitle' },
};

export interface TestNotificationRequest {
  type: TestType;
  message: string;
  category: string;
  farm_id?: string | null;
}

/** `farm_id`, when given, must be a farm the user belongs to (404 otherwise, like every farm route). */
export async function sendTestNotification(
  service: NotificationService,
  db: Database,
  userId: string,
  input: TestNotificationRequest,
) {
  const farm = input.farm_id ? await requireFarmPermission(db, userId, input.farm_id, 'farms.view') : null;
  const kind = TEST_TYPES[input.type];
  // The contract's default message (TestNotificationInput) is ours, so it is written in the reader's language.
  const isDefaultMessage = input.message === notificationText.tIn('en', 'testMessage');
  const { row } = await service.notify({
    userId,
    farmId: farm?.farm.id ?? null,
    type: kind.type,
    category: input.category,
    // In the user's language (their settings): the row is stored, and e-mailed, as they read it.
    title: (lang) => notificationText.tIn(lang, kind.title),
    message: isDefaultMessage ? (lang) => notificationText.tIn(lang, 'testMessage') : input.message,
    actionUrl: farm ? `/farmer/farms/${farm.farm.id}` : null,
    data: farm ? { farm_name: farm.farm.name } : {},
    metadata: { source: 'test', test_type: input.type },
    preferenceType: kind.preference,
  });
  return row;
}
