// The crop's harvests (quantity, lot, grade, the product item it went into), with "Record harvest" for roles that
// may edit the crop and change stock.
import { useState } from 'react';
import type { CropDetail } from '@/shared/api/crops';
import { gradeLabel, plainNumber } from '../crop-labels';
import { cropsText } from '../i18n';
import { RecordHarvestDialog } from './record-harvest-dialog';

export function HarvestList({
  farmId,
  crop,
  mayRecord,
}: {
  farmId: string;
  crop: CropDetail;
  mayRecord: boolean;
}) {
  const [recording, setRecording] = useState(false);
  return (
    <section className="card border border-base-300 bg-base-100" aria-labelledby="crop-harvests">
      <div className="card-body gap-2 p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 id="crop-harvests" className="card-title text-lg">
            {cropsText.t('harvests')}
          </h2>
          {mayRecord && (
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setRecording(true)}>
              {cropsText.t('recordHarvest')}
            </button>
          )}
        </div>
        {crop.harvests.length === 0 ? (
          <p className="text-sm text-base-content/70">{cropsText.t('noHarvests')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="table table-sm">
              <thead>
                <tr>
                  <th>{cropsText.t('harvestedOn')}</th>
                  <th>{cropsText.t('quantity')}</th>
                  <th>{cropsText.t('lot')}</th>
                  <th>{cropsText.t('grade')}</th>
                  <th>{cropsText.t('storedAs')}</th>
                </tr>
              </thead>
              <tbody>
                {crop.harvests.map((h) => (
                  <tr key={h.id}>
                    <td>{h.harvested_on}</td>
                    <td>{`${plainNumber(h.quantity)} ${h.unit}`}</td>
                    <td>{h.lot ?? '—'}</td>
                    <td>{h.quality_grade ? gradeLabel(h.quality_grade) : '—'}</td>
                    <td>{h.item_name}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {recording && <RecordHarvestDialog farmId={farmId} crop={crop} onClose={() => setRecording(false)} />}
    </section>
  );
}
