// The trend under the samples table: one field (the filter's, or chosen here) and one lab value.
import { useState } from 'react';
import type { Field } from '@/shared/api/fields';
import { SOIL_VALUE_NAMES } from '@/shared/contracts/soil-samples';
import type { SoilValue } from '@/shared/contracts/farm-work-enums';
import { SelectField } from '@/web/components/form/select-field';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { useSoilTrend } from '../hooks/use-soil-samples';
import { soilText } from '../i18n';
import { SoilTrendChart } from './soil-trend-chart';

const VALUE_KEYS: Record<SoilValue, 'ph' | 'nitrogen' | 'phosphorus' | 'potassium' | 'organicMatter' | 'ec'> =
  {
    ph: 'ph',
    nitrogen: 'nitrogen',
    phosphorus: 'phosphorus',
    potassium: 'potassium',
    organic_matter: 'organicMatter',
    ec: 'ec',
  };

export function SoilTrendPanel({
  farmId,
  fields,
  fieldId,
}: {
  farmId: string;
  fields: Field[];
  fieldId: string;
}) {
  const [chosenField, setChosenField] = useState('');
  const [valueName, setValueName] = useState<SoilValue>('ph');
  const field = fieldId || chosenField || fields[0]?.id || '';
  const trend = useSoilTrend(farmId, field, valueName);
  const fieldName = fields.find((f) => f.id === field)?.name ?? '';
  const valueLabel = soilText.t(VALUE_KEYS[valueName]);
  if (fields.length === 0) return null;

  return (
    <section className="card mt-6 border border-base-300 bg-base-100">
      <div className="card-body">
        <h2 className="card-title text-base">{soilText.t('trend')}</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={soilText.t('field')}
            value={field}
            disabled={Boolean(fieldId)}
            onChange={(event) => setChosenField(event.target.value)}
            options={fields.map((f) => ({ value: f.id, label: f.name }))}
          />
          <SelectField
            label={soilText.t('value')}
            value={valueName}
            onChange={(event) => setValueName(event.target.value as SoilValue)}
            options={SOIL_VALUE_NAMES.map((name) => ({ value: name, label: soilText.t(VALUE_KEYS[name]) }))}
          />
        </div>
        {trend.isPending ? (
          <LoadingState label={soilText.t('loadingTrend')} />
        ) : trend.isError ? (
          <ErrorState message={soilText.t('failedToLoadTrend')} onRetry={() => void trend.refetch()} />
        ) : (
          <SoilTrendChart
            points={trend.data.points}
            label={soilText.t('trendFor', { value: valueLabel, field: fieldName })}
          />
        )}
      </div>
    </section>
  );
}
