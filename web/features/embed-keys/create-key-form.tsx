// Create an embed key: name, farm, allowed origins (one per line) and scopes. The fetcher checks the
// input with the server's contract, so a bad origin is shown under its field before any request. Only the farms
// whose role allows creating keys are offered, and only the scopes that role grants (./key-permissions.ts).
import { useUpgradePrompt } from '@/web/components/upgrade-prompt';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { toApiRequestError } from '@/shared/api/errors';
import type { Farm } from '@/shared/api/farms';
import { EMBED_SCOPES, type EmbedScope } from '@/shared/contracts/embed';
import { localizeMessage } from '@/shared/i18n/messages';
import { FormAlert } from '@/web/components/form/form-alert';
import { SelectField } from '@/web/components/form/select-field';
import { TextField } from '@/web/components/form/text-field';
import { useCreateEmbedKey } from './use-embed-keys';
import { grantableScopes } from './key-permissions';
import { embedKeysText } from '@/web/features/embed-keys/i18n';
import { scopeLabel } from './scope-labels';

/** "allowed_origins.1" and "allowed_origins" both belong under the origins field. */
const fieldOf = (key: string) => key.split('.')[0]!;

export function CreateKeyForm({ farms }: { farms: Farm[] }) {
  const create = useCreateEmbedKey();
  const [name, setName] = useState('');
  const [farmId, setFarmId] = useState('');
  const [origins, setOrigins] = useState('');
  const [scopes, setScopes] = useState<EmbedScope[]>(['notifications:read', 'inventory:read']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // Widgets are a package feature: a refusal shows the upgrade prompt (docs/product/packages.md).
  const upgrade = useUpgradePrompt();
  const chosenFarm = farmId || farms[0]?.id || '';
  const offered = grantableScopes(EMBED_SCOPES, farms.find((f) => f.id === chosenFarm)?.permissions ?? []);

  const toggle = (scope: EmbedScope) =>
    setScopes((list) => (list.includes(scope) ? list.filter((s) => s !== scope) : [...list, scope]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    upgrade.clear();
    const allowed = origins
      .split(/\s+/)
      .map((o) => o.trim())
      .filter(Boolean);
    try {
      const key = await create.mutateAsync({
        name,
        farm_id: chosenFarm,
        allowed_origins: allowed,
        scopes: scopes.filter((scope) => offered.includes(scope)),
      });
      toast.success(embedKeysText.t('embedKeyCreated', { name: key.name }));
      setName('');
      setOrigins('');
    } catch (error) {
      if (upgrade.handle(error)) return;
      const apiError = toApiRequestError(error);
      const fields: Record<string, string> = {};
      for (const [key, messages] of Object.entries(apiError.fieldErrors ?? {})) {
        fields[fieldOf(key)] ??= messages[0] ?? '';
      }
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(apiError.message);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={embedKeysText.t('createEmbedKey')}
      className="flex flex-col gap-3"
    >
      {failure && <FormAlert kind="error">{failure}</FormAlert>}
      {upgrade.prompt}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={embedKeysText.t('keyName')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <SelectField
          label={embedKeysText.t('farm')}
          value={chosenFarm}
          onChange={(e) => setFarmId(e.target.value)}
          error={errors.farm_id}
          options={farms.map((f) => ({ value: f.id, label: f.name }))}
        />
      </div>
      <label className="fieldset py-0">
        <span className="fieldset-legend pb-1 pt-0 text-sm">
          {embedKeysText.t('allowedOriginsOnePerLine')}
        </span>
        <textarea
          className="textarea w-full font-mono text-sm"
          rows={3}
          value={origins}
          placeholder={embedKeysText.t('httpsCoopExampleOrg')}
          aria-invalid={Boolean(errors.allowed_origins) || undefined}
          onChange={(e) => setOrigins(e.target.value)}
        />
        <span className="text-xs text-base-content/70">{embedKeysText.t('originHint')}</span>
        {errors.allowed_origins && (
          <span className="text-sm text-error">{localizeMessage(errors.allowed_origins)}</span>
        )}
      </label>
      <fieldset className="fieldset py-0">
        <legend className="fieldset-legend pb-1 pt-0 text-sm">
          {embedKeysText.t('whatThePartnerSSite')}
        </legend>
        {offered.map((scope) => (
          <label key={scope} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="checkbox checkbox-sm"
              checked={scopes.includes(scope)}
              onChange={() => toggle(scope)}
            />
            {scopeLabel(scope)} <code className="text-xs text-base-content/60">{scope}</code>
          </label>
        ))}
        {errors.scopes && <span className="text-sm text-error">{localizeMessage(errors.scopes)}</span>}
      </fieldset>
      <div>
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {embedKeysText.t('createKey')}
        </button>
      </div>
    </form>
  );
}
