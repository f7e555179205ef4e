// The crop's stages in order: planned start, when each began and ended, the one under way marked, and "Start
// stage" on the others for roles that may edit the crop; a stage can be added at the end.
import { useState } from 'react';
import type { CropDetail } from '@/shared/api/crops';
import { failureMessage } from '@/shared/api/form-errors';
import { useAddStage, useStartStage } from '../hooks/use-crop-writes';
import { cropsText } from '../i18n';

export function StageTimeline({
  farmId,
  crop,
  mayEdit,
}: {
  farmId: string;
  crop: CropDetail;
  mayEdit: boolean;
}) {
  const start = useStartStage(farmId, crop.id);
  const add = useAddStage(farmId, crop.id);
  const [name, setName] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const currentId = crop.current_stage?.id;

  const addStage = async (event: React.FormEvent) => {
    event.preventDefault();
    setAddError(null);
    try {
      await add.mutateAsync({ name });
      setName('');
    } catch (error) {
      setAddError(failureMessage(error, cropsText.t('stageCouldNotBeAdded')));
    }
  };

  return (
    <section className="card border border-base-300 bg-base-100" aria-labelledby="crop-stages">
      <div className="card-body gap-3 p-4">
        <h2 id="crop-stages" className="card-title text-lg">
          {cropsText.t('stages')}
        </h2>
        {crop.stages.length === 0 ? (
          <p className="text-sm text-base-content/70">{cropsText.t('noStages')}</p>
        ) : (
          <ol className="timeline timeline-vertical timeline-compact">
            {crop.stages.map((stage, index) => {
              const current = stage.id === currentId && !stage.ended_on;
              const done = Boolean(stage.ended_on);
              return (
                <li key={stage.id} aria-current={current ? 'step' : undefined}>
                  {index > 0 && <hr className={done || current ? 'bg-primary' : undefined} />}
                  <div className="timeline-middle">
                    <span
                      className={`block h-3 w-3 rounded-full ${current ? 'bg-success' : done ? 'bg-primary' : 'bg-base-300'}`}
                      aria-hidden="true"
                    />
                  </div>
                  <div className="timeline-end mb-3 flex flex-wrap items-center gap-2">
                    <span className="font-medium">{stage.name}</span>
                    {current && (
                      <span className="badge badge-success badge-sm">{cropsText.t('underWay')}</span>
                    )}
                    <span className="text-sm text-base-content/70">{stageDates(stage)}</span>
                    {mayEdit && !current && (
                      <button
                        type="button"
                        className="btn btn-xs"
                        disabled={start.isPending}
                        onClick={() => start.mutate({ id: stage.id, name: stage.name })}
                      >
                        {cropsText.t('startStage')}
                      </button>
                    )}
                  </div>
                  {index < crop.stages.length - 1 && <hr className={done ? 'bg-primary' : undefined} />}
                </li>
              );
            })}
          </ol>
        )}
        {mayEdit && (
          <form onSubmit={addStage} className="flex flex-wrap items-end gap-2">
            <label className="flex flex-col gap-1 text-sm">
              {cropsText.t('newStage')}
              <input className="input input-sm" value={name} onChange={(e) => setName(e.target.value)} />
            </label>
            <button type="submit" className="btn btn-sm" disabled={add.isPending || !name.trim()}>
              {cropsText.t('addStage')}
            </button>
            {addError && (
              <p role="alert" className="w-full text-sm text-error">
                {addError}
              </p>
            )}
          </form>
        )}
      </div>
    </section>
  );
}

function stageDates(stage: CropDetail['stages'][number]): string {
  if (stage.started_on && stage.ended_on)
    return cropsText.t('stageRan', { from: stage.started_on, to: stage.ended_on });
  if (stage.started_on) return cropsText.t('stageSince', { from: stage.started_on });
  if (stage.planned_start_date) return cropsText.t('stagePlanned', { date: stage.planned_start_date });
  return '';
}
