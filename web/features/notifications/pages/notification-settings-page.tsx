// Settings › Notifications (docs/product/notifications.md …/settings/notifications): per type, whether a notification also goes by
// e-mail, push or SMS (the same editor as the bell's preferences modal), this browser's notification permission
// and the notification sound.
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { BrowserPermissionCard } from '../components/browser-permission-card';
import {
  PreferencesEditorBody,
  SavePreferencesButton,
  usePreferencesEditor,
} from '../components/preferences/preferences-editor';
import { SoundPreferencesCard } from '../components/sound-preferences-card';
import { notificationsText } from '@/web/features/notifications/i18n';

export function NotificationSettingsPage() {
  useDocumentTitle(notificationsText.t('notificationSettings'));
  const editor = usePreferencesEditor({ onSaved: () => undefined });
  return (
    <div className="space-y-6">
      <section aria-labelledby="preferences-heading" className="card border border-base-300 bg-base-100">
        <div className="card-body gap-4">
          <div>
            <h2 id="preferences-heading" className="text-lg font-semibold">
              {notificationsText.t('notificationPreferences')}
            </h2>
            <p className="mt-1 text-sm text-base-content/70">{notificationsText.t('chooseHowEachKindOf')}</p>
          </div>
          <PreferencesEditorBody editor={editor} />
          {editor.rows && (
            <div className="flex justify-end">
              <SavePreferencesButton editor={editor} />
            </div>
          )}
        </div>
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <BrowserPermissionCard />
        <SoundPreferencesCard />
      </div>
    </div>
  );
}
