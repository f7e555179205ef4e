// /farmer/farms/:farmId.
import { useParams } from 'react-router-dom';
import { FarmDetailPage } from '@/web/features/farms/components/farm-detail-page';
import { FarmWeatherPanel } from '@/web/features/farms/weather/farm-weather-panel';
import { AskFarmPanel } from '@/web/features/ai/components/ask-farm-panel';

export function Component() {
  const { farmId = '' } = useParams();
  return (
    <>
      <FarmDetailPage key={farmId} farmId={farmId} />
      <FarmWeatherPanel key={`weather-${farmId}`} farmId={farmId} />
      <div className="mt-6">
        <AskFarmPanel key={`ai-${farmId}`} farmId={farmId} />
      </div>
    </>
  );
}
