// docs/product/notifications.md Sound preferences on this device: enable, and volume 0–1 in steps of 0.01 (docs/product/notifications.md), with a test.
import { Volume2, VolumeX } from 'lucide-react';
import { useSoundPreferences } from '../hooks/use-sound-preferences';
import { playNotificationSound } from '../lib/alerts';
import { formatNumber } from '@/shared/i18n/format';
import { notificationsText } from '@/web/features/notifications/i18n';

export function SoundPreferencesCard() {
  const [sound, update] = useSoundPreferences();
  // "70%" in the language's own way of writing a percentage.
  const percent = formatNumber(Math.round(sound.volume * 100) / 100, { style: 'percent' });
  return (
    <section aria-labelledby="sound-heading" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3 p-4 sm:p-5">
        <div className="flex items-center gap-2">
          {sound.enabled ? (
            <Volume2 className="h-5 w-5 text-primary" aria-hidden="true" />
          ) : (
            <VolumeX className="h-5 w-5 text-base-content/50" aria-hidden="true" />
          )}
          <h2 id="sound-heading" className="flex-1 font-semibold">
            {notificationsText.t('notificationSound')}
          </h2>
        </div>
        <p className="text-sm text-base-content/70">{notificationsText.t('savedOnThisDeviceEach')}</p>
        <label className="flex cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            className="toggle toggle-primary toggle-sm"
            checked={sound.enabled}
            onChange={(e) => update({ enabled: e.target.checked })}
          />
          <span className="text-sm">{notificationsText.t('playASoundForNew')}</span>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="flex justify-between">
            <span>{notificationsText.t('volume')}</span>
            <span className="tabular-nums text-base-content/70">{percent}</span>
          </span>
          <input
            type="range"
            className="range range-primary range-xs w-full"
            min={0}
            max={1}
            step={0.01}
            value={sound.volume}
            disabled={!sound.enabled}
            aria-valuetext={percent}
            onChange={(e) => update({ volume: Number(e.target.value) })}
          />
        </label>
        <div>
          <button
            type="button"
            className="btn btn-sm btn-outline"
            disabled={!sound.enabled}
            onClick={() => playNotificationSound(sound)}
          >
            {notificationsText.t('playTestSound')}
          </button>
        </div>
      </div>
    </section>
  );
}
