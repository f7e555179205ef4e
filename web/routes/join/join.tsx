// /join and /join/:token: accept an invitation. Once joined, the farm becomes the current farm, every cached
// answer is refetched (the farm list and permissions changed) and the person lands on their dashboard.
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import toast from 'react-hot-toast';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/shared/routes/paths';
import { currentFarmIdAtom } from '@/web/features/farms/current-farm-atom';
import { JoinPage } from '@/web/features/staff/components/join-page';
import { staffText } from '@/web/features/staff/i18n';

export function Component() {
  const { token } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setCurrentFarm = useSetAtom(currentFarmIdAtom);
  return (
    <JoinPage
      token={token}
      code={search.get('code') ?? undefined}
      onJoined={(joined) => {
        setCurrentFarm(joined.farm_id);
        void queryClient.invalidateQueries();
        toast.success(staffText.t('joinedFarm', { farmName: joined.farm_name }));
        navigate(paths.farmer.dashboard, { replace: true });
      }}
    />
  );
}
