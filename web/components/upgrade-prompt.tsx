// What a screen shows when the server refuses an action because of the package (docs/product/packages.md
// "Upgrade prompt"): what the package allows and a way to upgrade, in the reader's language, built from the
// refusal's details rather than the server's English message.
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import Sparkles from 'lucide-react/icons/sparkles';
import { packageRefusalOf, type PackageRefusal } from '@/shared/api/packages';
import { paths } from '@/shared/routes/paths';
import { packagesText } from '@/web/components/package-texts/i18n';

/** The sentence that says what the package allows, and which package allows more. */
export function refusalSentences(refusal: PackageRefusal): string[] {
  const t = packagesText.t;
  const values = { package: refusal.packageName ?? '', upgrade: refusal.upgradeTo ?? '' };
  const first =
    refusal.kind === 'limit'
      ? refusal.packageName
        ? t('upgradeLimit', {
            ...values,
            allowed: String(refusal.allowed),
            limit: t(`limitName_${refusal.limit}`),
          })
        : t('upgradeLimitAfterTrial')
      : refusal.packageName
        ? t('upgradeFeature', { ...values, feature: t(`feature_${refusal.feature}`) })
        : t('upgradeFeatureAfterTrial', { feature: t(`feature_${refusal.feature}`) });
  return refusal.upgradeTo ? [first, t('upgradeTo', values)] : [first];
}

/** The prompt for one refusal: inline (a page section) or inside a form in place of its error. */
export function UpgradePrompt({ refusal, onDismiss }: { refusal: PackageRefusal; onDismiss?: () => void }) {
  const t = packagesText.t;
  return (
    <div
      role="alert"
      className="alert alert-warning flex flex-col items-start gap-2 sm:flex-row sm:items-center"
    >
      <Sparkles aria-hidden="true" className="size-5 shrink-0" />
      <div className="flex-1">
        <p className="font-semibold">{t('upgradeTitle')}</p>
        {refusalSentences(refusal).map((sentence) => (
          <p key={sentence} className="text-sm">
            {sentence}
          </p>
        ))}
        <p className="text-xs opacity-75">{t('upgradeOwner')}</p>
      </div>
      <div className="flex gap-2">
        <Link to={paths.farmer.settings('subscription')} className="btn btn-sm btn-primary">
          {refusal.upgradeTo ? t('upgradeButton') : t('choosePackageButton')}
        </Link>
        {onDismiss && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={onDismiss}>
            {t('dismiss')}
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * For forms: `handle(error)` keeps a package refusal and answers true (the form then skips its error toast);
 * `prompt` is the element to show, or null.
 */
export function useUpgradePrompt() {
  const [refusal, setRefusal] = useState<PackageRefusal | null>(null);
  const handle = useCallback((error: unknown) => {
    const found = packageRefusalOf(error);
    setRefusal(found);
    return found !== null;
  }, []);
  const prompt = refusal ? <UpgradePrompt refusal={refusal} onDismiss={() => setRefusal(null)} /> : null;
  return { prompt, handle, refusal, clear: () => setRefusal(null) };
}
