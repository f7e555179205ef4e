// Choosing the invoice logo: PNG or JPEG up to 1 MB, checked here before it is sent and again by the server.
import { useRef, useState } from 'react';
import { failureMessage } from '@/shared/api/form-errors';
import { INVOICE_LOGO_MAX_BYTES, INVOICE_LOGO_TYPES } from '@/shared/contracts/invoices';
import { localizeMessage } from '@/shared/i18n/messages';
import { useUploadInvoiceLogo } from '../hooks/use-invoice-settings';
import { invoicesText } from '../i18n';

const TYPE_MESSAGE = 'Upload the logo as a PNG or JPEG image.';
const SIZE_MESSAGE = 'The logo is too large: use an image of at most 1 MB.';

export function LogoUpload({
  farmId,
  logoUrl,
  disabled,
}: {
  farmId: string | null;
  logoUrl: string | null;
  disabled: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadInvoiceLogo(farmId);
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (!(INVOICE_LOGO_TYPES as readonly string[]).includes(file.type)) return setError(TYPE_MESSAGE);
    if (file.size > INVOICE_LOGO_MAX_BYTES) return setError(SIZE_MESSAGE);
    try {
      await upload.mutateAsync(file);
    } catch (failure) {
      setError(failureMessage(failure, invoicesText.t('couldNotSave')));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="fieldset py-0">
      <span className="fieldset-legend pb-1 pt-0 text-sm">{invoicesText.t('logo')}</span>
      <div className="flex items-center gap-4">
        <div className="flex h-16 w-32 items-center justify-center rounded-box border border-dashed border-base-300">
          {logoUrl ? (
            <img src={logoUrl} alt={invoicesText.t('logoAlt')} className="max-h-14 max-w-28" />
          ) : (
            <span className="text-xs text-base-content/60">{invoicesText.t('noLogo')}</span>
          )}
        </div>
        {!disabled && (
          <label className="btn btn-outline btn-sm">
            {upload.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {invoicesText.t('uploadLogo')}
            <input
              ref={input}
              type="file"
              accept={INVOICE_LOGO_TYPES.join(',')}
              className="sr-only"
              onChange={(event) => void choose(event.target.files?.[0])}
            />
          </label>
        )}
      </div>
      <p className="text-xs text-base-content/70">{invoicesText.t('logoHint')}</p>
      {error && (
        <p className="text-sm text-error" role="alert">
          {localizeMessage(error)}
        </p>
      )}
    </div>
  );
}
