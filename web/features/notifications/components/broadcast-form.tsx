// The superadmin's browser-notification broadcast (docs/product/notifications.md test-browser-notification {title, message, icon,
// play_sound}): every signed-in browser shows it; the answer's message and count are shown.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { broadcastBrowserNotification } from '@/shared/api/notification-diagnostics';
import { BrowserBroadcastInput } from '@/shared/contracts/notifications';
import { useApi } from '@/web/lib/api';
import { FormAlert } from '@/web/components/form/form-alert';
import { TextField } from '@/web/components/form/text-field';
import { NOTIFICATION_ICON } from '@/shared/notifications/rules';
import { localizeMessage } from '@/shared/i18n/messages';
import { notificationsText } from '@/web/features/notifications/i18n';

type Values = z.input<typeof BrowserBroadcastInput>;

export function BroadcastForm() {
  const api = useApi();
  const [result, setResult] = useState<{ message: string; count: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(BrowserBroadcastInput),
    defaultValues: { title: '', message: '', icon: NOTIFICATION_ICON, play_sound: true },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setResult(null);
    try {
      setResult(await broadcastBrowserNotification(api, values));
    } catch (e) {
      setError(notificationsText.t('errorMessage', { message: localizeMessage((e as Error).message) }));
    }
  });

  return (
    <section aria-labelledby="broadcast-heading" className="card border border-base-300 bg-base-100">
      <form onSubmit={onSubmit} noValidate className="card-body gap-3 p-4 sm:p-5">
        <h2 id="broadcast-heading" className="font-semibold">
          {notificationsText.t('browserNotificationToAllUsers')}
        </h2>
        <p className="text-sm text-base-content/70">{notificationsText.t('shownByEveryBrowserWhere')}</p>
        <div className="grid gap-3 lg:grid-cols-[1fr_2fr_1fr]">
          <TextField
            label={notificationsText.t('title')}
            error={errors.title?.message}
            {...form.register('title')}
          />
          <TextField
            label={notificationsText.t('message')}
            error={errors.message?.message}
            {...form.register('message')}
          />
          <TextField
            label={notificationsText.t('icon')}
            hint={notificationsText.t('anAddressOnThisSite')}
            error={errors.icon?.message}
            {...form.register('icon')}
          />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <label className="flex cursor-pointer items-center gap-2 text-sm">
            <input type="checkbox" className="checkbox checkbox-sm" {...form.register('play_sound')} />
            {notificationsText.t('playTheNotificationSound')}
          </label>
          <button type="submit" className="btn btn-primary btn-sm" disabled={isSubmitting}>
            {isSubmitting && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {notificationsText.t('sendToAllUsers')}
          </button>
        </div>
        {result && (
          <FormAlert kind="success">
            <p>{localizeMessage(result.message)}</p>
            <p className="text-xs">{notificationsText.t('recipientsCount', { count: result.count })}</p>
          </FormAlert>
        )}
        {error && <FormAlert kind="error">{error}</FormAlert>}
      </form>
    </section>
  );
}
