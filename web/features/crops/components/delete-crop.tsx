// Deleting a crop (roles with crops.delete): asks first, since its stages and tasks go with it; a crop with
// harvests is refused by the server and its message is shown in the dialog.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { deleteCrop, type CropDetail } from '@/shared/api/crops';
import { failureMessage } from '@/shared/api/form-errors';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { useApi } from '@/web/lib/api';
import { cropKeys } from '../crop-keys';
import { cropsText } from '../i18n';

export function DeleteCrop({
  farmId,
  crop,
  listHref,
}: {
  farmId: string;
  crop: CropDetail;
  listHref: string;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: () => deleteCrop(api, farmId, crop.id),
    onSuccess: async () => {
      toast.success(cropsText.t('cropDeleted', { name: crop.name }));
      void navigate(listHref);
      await queryClient.invalidateQueries({ queryKey: cropKeys.all });
    },
    onError: (error) => setFailure(failureMessage(error, cropsText.t('cropCouldNotBeDeleted'))),
  });
  const close = () => {
    setAsking(false);
    setFailure(null);
  };
  return (
    <>
      <button type="button" className="btn btn-ghost btn-sm text-error" onClick={() => setAsking(true)}>
        {cropsText.t('deleteCrop')}
      </button>
      {asking && (
        <ConfirmDialog
          title={cropsText.t('deleteCropTitle', { name: crop.name })}
          confirmLabel={cropsText.t('deleteCrop')}
          onConfirm={() => remove.mutate()}
          onCancel={close}
          busy={remove.isPending}
        >
          <p>{cropsText.t('deleteCropWarning')}</p>
          {failure && (
            <p role="alert" className="text-error">
              {failure}
            </p>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
