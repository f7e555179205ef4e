// /farmer/settings/embed-keys: create publishable keys for partner sites, see each key's snippet,
// revoke a key (it stops working at once, live widgets included). Creating and revoking show only where the
// person's role on the farm allows them (./key-permissions.ts).
import { useState } from 'react';
import toast from 'react-hot-toast';
import { toApiRequestError } from '@/shared/api/errors';
import type { EmbedKey } from '@/shared/contracts/embed';
import { localizeMessage } from '@/shared/i18n/messages';
import { Badge } from '@/shared/ui/badge';
import { Spinner } from '@/shared/ui/spinner';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useFarmCan } from '@/web/lib/farm-permissions';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { FormAlert } from '@/web/components/form/form-alert';
import { CreateKeyForm } from './create-key-form';
import { KeySnippet } from './key-snippet';
import { scopeLabel } from './scope-labels';
import { useEmbedFarms, useEmbedKeys, useRevokeEmbedKey } from './use-embed-keys';
import { mayCreateKeys, REVOKE_KEY_PERMISSION } from './key-permissions';
import { embedKeysText } from '@/web/features/embed-keys/i18n';

export function EmbedKeysPage() {
  useDocumentTitle(embedKeysText.t('embedKeys'));
  const keys = useEmbedKeys();
  const farms = useEmbedFarms();
  const keyFarms = (farms.data ?? []).filter(mayCreateKeys);
  const can = useFarmCan();
  const revoke = useRevokeEmbedKey();
  const [confirming, setConfirming] = useState<EmbedKey | null>(null);

  const doRevoke = async (key: EmbedKey) => {
    try {
      await revoke.mutateAsync(key.id);
      toast.success(embedKeysText.t('embedKeyRevoked', { name: key.name }));
    } catch (error) {
      toast.error(localizeMessage(toApiRequestError(error).message));
    } finally {
      setConfirming(null);
    }
  };

  return (
    <>
      {keyFarms.length > 0 ? (
        <section aria-labelledby="embed-new" className="card mb-6 border border-base-300 bg-base-100">
          <div className="card-body gap-4">
            <div>
              <h2 id="embed-new" className="text-lg font-semibold">
                {embedKeysText.t('newEmbedKey')}
              </h2>
              <p className="mt-1 text-sm text-base-content/70">{embedKeysText.t('aKeyLetsTheSites')}</p>
            </div>
            <CreateKeyForm farms={keyFarms} />
          </div>
        </section>
      ) : (
        farms.data && (
          <p className="mb-6 text-sm text-base-content/70">{embedKeysText.t('noFarmAllowsKeys')}</p>
        )
      )}

      <h2 className="mb-3 text-lg font-semibold">{embedKeysText.t('yourKeys')}</h2>
      {keys.isPending && <Spinner label={embedKeysText.t('loadingEmbedKeys')} />}
      {keys.error && <FormAlert kind="error">{toApiRequestError(keys.error).message}</FormAlert>}
      {keys.data?.length === 0 && (
        <p className="text-sm text-base-content/70">{embedKeysText.t('noEmbedKeysYet')}</p>
      )}
      <ul className="flex flex-col gap-4">
        {keys.data?.map((key) => (
          <li
            key={key.id}
            className="card border border-base-300 bg-base-100"
            aria-label={embedKeysText.t('embedKeyName', { name: key.name })}
          >
            <div className="card-body gap-3">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="flex-1 font-semibold">
                  {key.name} <span className="font-normal text-base-content/70">· {key.farm_name}</span>
                </h3>
                {key.revoked_at ? (
                  <Badge variant="danger">{embedKeysText.t('revoked')}</Badge>
                ) : (
                  can(key.farm_id, REVOKE_KEY_PERMISSION) && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline btn-error"
                      onClick={() => setConfirming(key)}
                    >
                      {embedKeysText.t('revoke')}
                    </button>
                  )
                )}
              </div>
              <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
                <dt className="text-base-content/70">{embedKeysText.t('publishableKey')}</dt>
                <dd className="font-mono break-all">{key.publishable_key}</dd>
                <dt className="text-base-content/70">{embedKeysText.t('allowedOrigins')}</dt>
                <dd className="font-mono">{key.allowed_origins.join(', ')}</dd>
                <dt className="text-base-content/70">{embedKeysText.t('scopes')}</dt>
                <dd>{key.scopes.map(scopeLabel).join(' · ')}</dd>
              </dl>
              {!key.revoked_at && <KeySnippet embedKey={key} />}
            </div>
          </li>
        ))}
      </ul>
      {confirming && (
        <ConfirmDialog
          title={embedKeysText.t('revokeName', { name: confirming.name })}
          confirmLabel={embedKeysText.t('revokeKey')}
          busy={revoke.isPending}
          onConfirm={() => void doRevoke(confirming)}
          onCancel={() => setConfirming(null)}
        >
          <p>{embedKeysText.t('widgetsUsingThisKeyStop')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
