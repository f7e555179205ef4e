// After a farm is created it becomes the current farm and the farmer goes straight into it.
import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { paths } from '@/shared/routes/paths';
import type { FarmFormOutput } from '../components/farm-form-schema';
import { useCreateFarm } from './use-farm-mutations';
import { useCurrentFarm } from './use-current-farm';
import { farmsText } from '../i18n';

export function useCreateFarmAndOpen() {
  const create = useCreateFarm();
  const { setFarmId } = useCurrentFarm();
  const navigate = useNavigate();
  return async (values: FarmFormOutput) => {
    const farm = await create.mutateAsync(values);
    setFarmId(farm.id);
    toast.success(farmsText.t('farmIsSetUp', { name: farm.name }));
    navigate(paths.farmer.farm(farm.id), { replace: true });
  };
}
