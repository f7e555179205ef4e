// /farmer/farms/{farmId}/crops/test: a developer page like the other test pages: it calls GET crops and GET one
// crop and shows each raw answer with its HTTP status, to check what a backend answers.
import { useState } from 'react';
import { isApiRequestError } from '@/shared/api/errors';
import { useApi } from '@/web/lib/api';
import { cropsText } from '../i18n';

const PLACEHOLDER = '{cropId}';

interface RawAnswer {
  status: string;
  body: string;
}

async function call(run: () => Promise<unknown>): Promise<RawAnswer> {
  try {
    return { status: '200', body: JSON.stringify(await run(), null, 2) };
  } catch (error) {
    const status = isApiRequestError(error) && error.status !== undefined ? String(error.status) : 'error';
    return { status, body: error instanceof Error ? error.message : String(error) };
  }
}

export function CropsTestPage({ farmId }: { farmId: string }) {
  const api = useApi();
  const [cropId, setCropId] = useState('');
  const [list, setList] = useState<RawAnswer | null>(null);
  const [one, setOne] = useState<RawAnswer | null>(null);
  const base = `/api/farms/${encodeURIComponent(farmId)}/crops`;
  // The address as it is called: a placeholder until an id is typed.
  const oneUrl = `${base}/${cropId.trim() || PLACEHOLDER}`;

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold">{cropsText.t('cropApiTest')}</h1>
      <p className="text-sm text-base-content/70">{cropsText.t('cropApiTestIntro')}</p>
      <div className="flex flex-wrap items-end gap-2">
        <button
          type="button"
          className="btn btn-sm"
          onClick={async () => setList(await call(() => api.get(base)))}
        >
          {cropsText.t('callListCrops')}
        </button>
        <label className="flex flex-col gap-1 text-sm">
          {cropsText.t('cropId')}
          <input className="input input-sm" value={cropId} onChange={(e) => setCropId(e.target.value)} />
        </label>
        <button
          type="button"
          className="btn btn-sm"
          disabled={!cropId.trim()}
          onClick={async () =>
            setOne(await call(() => api.get(`${base}/${encodeURIComponent(cropId.trim())}`)))
          }
        >
          {cropsText.t('callGetCrop')}
        </button>
      </div>
      <Answer title={`GET ${base}`} answer={list} />
      <Answer title={`GET ${oneUrl}`} answer={one} />
    </div>
  );
}

function Answer({ title, answer }: { title: string; answer: RawAnswer | null }) {
  return (
    <section className="card border border-base-300 bg-base-100">
      <div className="card-body gap-2 p-4">
        <h2 className="font-mono text-sm">{title}</h2>
        {answer ? (
          <>
            <p className="text-sm">{cropsText.t('statusIs', { status: answer.status })}</p>
            <pre className="max-h-96 overflow-auto rounded bg-base-200 p-2 text-xs">{answer.body}</pre>
          </>
        ) : (
          <p className="text-sm text-base-content/70">{cropsText.t('notCalledYet')}</p>
        )}
      </div>
    </section>
  );
}
