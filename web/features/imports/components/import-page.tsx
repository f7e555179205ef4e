// /farmer/imports/:kind (docs/product/imports.md): choose what to import, download the template, choose a file,
// match its columns, check every row, then import them all or none. The server keeps nothing between steps: each
// preview and the commit send the file again with the mapping.
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Download, Upload } from 'lucide-react';
import { commitImport, importTemplatePath, previewImport } from '@/shared/api/imports';
import { isApiRequestError } from '@/shared/api/errors';
import { newIdempotencyKey } from '@/shared/api/idempotency-key';
import {
  IMPORT_FORMATS,
  IMPORT_KINDS,
  type ImportFormat,
  type ImportKind,
  type ImportMapping,
  type ImportPreview,
  type ImportResult,
} from '@/shared/contracts/imports';
import { localizeMessage } from '@/shared/i18n/messages';
import { paths } from '@/shared/routes/paths';
import { PageHeader } from '@/web/components/page-header';
import { useApi } from '@/web/lib/api';
import { downloadFile, saveFile } from '@/web/lib/download';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { importsText } from '../i18n';
import { problemText, refusedRows } from '../import-texts';
import { ColumnMapping } from './column-mapping';
import { ImportPreviewTable } from './import-preview-table';

export interface ImportPageProps {
  farmId: string;
  kind: ImportKind;
  onKindChange: (kind: ImportKind) => void;
}

const TEMPLATE_FORMATS: readonly ImportFormat[] = IMPORT_FORMATS;

const LIST_PATH: Record<ImportKind, string> = {
  items: paths.farmer.allItems,
  suppliers: paths.farmer.suppliers,
  customers: paths.farmer.customers,
  expenses: paths.farmer.expenses,
};

type Picked = File & { name: string };

/** A failure in the reader's language: the imports' own by code, else the server's message. */
function failureText(error: unknown): string {
  if (isApiRequestError(error) && error.code) {
    const known = problemText({ code: error.code, message: error.message });
    if (known !== error.message) return known;
  }
  return localizeMessage(error instanceof Error ? error.message : String(error));
}

export function ImportPage({ farmId, kind, onKindChange }: ImportPageProps) {
  useDocumentTitle(importsText.t('title'));
  const api = useApi();
  const [file, setFile] = useState<Picked | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ImportMapping | null>(null);
  const [busy, setBusy] = useState<'reading' | 'committing' | null>(null);
  const [failure, setFailure] = useState<{ message: string; rows: string[] } | null>(null);
  const [done, setDone] = useState<ImportResult | null>(null);
  // One key per file and mapping: a retried click imports once, a changed file is a new import.
  const key = useRef(newIdempotencyKey());

  async function read(picked: Picked, given: ImportMapping | null) {
    setBusy('reading');
    setFailure(null);
    key.current = newIdempotencyKey();
    try {
      const answer = await previewImport(api, farmId, kind, picked, given);
      setPreview(answer);
      setMapping(answer.mapping);
    } catch (error) {
      setPreview(null);
      setFailure({ message: failureText(error), rows: [] });
    } finally {
      setBusy(null);
    }
  }

  async function commit() {
    if (!file || !mapping) return;
    setBusy('committing');
    setFailure(null);
    try {
      setDone((await commitImport(api, farmId, kind, file, mapping, key.current)).result);
    } catch (error) {
      const rows = isApiRequestError(error) ? refusedRows(error.fieldErrors) : [];
      setFailure({ message: failureText(error), rows });
    } finally {
      setBusy(null);
    }
  }

  async function template(format: ImportFormat) {
    try {
      saveFile(
        await downloadFile(importTemplatePath(farmId, kind, format), { fallbackName: `${kind}.${format}` }),
      );
    } catch (error) {
      setFailure({ message: importsText.t('templateFailed', { message: failureText(error) }), rows: [] });
    }
  }

  const restart = () => {
    setFile(null);
    setPreview(null);
    setMapping(null);
    setDone(null);
    setFailure(null);
  };
  const ready = preview !== null && preview.error_count === 0 && preview.row_count > 0;

  return (
    <>
      <PageHeader title={importsText.t('title')} description={importsText.t('description')} />
      <div className="space-y-6">
        <label className="form-control max-w-xs">
          <span className="label-text mb-1 block">{importsText.t('whatToImport')}</span>
          <select
            className="select select-bordered"
            value={kind}
            onChange={(event) => onKindChange(event.target.value as ImportKind)}
          >
            {IMPORT_KINDS.map((k) => (
              <option key={k} value={k}>
                {importsText.t(`kind_${k}`)}
              </option>
            ))}
          </select>
        </label>

        {done ? (
          <div role="status" className="alert alert-success flex flex-wrap">
            <span className="flex-1">
              {importsText.t('success', { created: done.created })}{' '}
              {done.movements > 0 && importsText.t('successMovements', { movements: done.movements })}
            </span>
            <Link className="btn btn-sm" to={LIST_PATH[kind]}>
              {importsText.t('openList')}
            </Link>
            <button type="button" className="btn btn-ghost btn-sm" onClick={restart}>
              {importsText.t('importAnother')}
            </button>
          </div>
        ) : (
          <>
            <section className="space-y-2">
              <h2 className="text-lg font-semibold">{importsText.t('stepTemplate')}</h2>
              <p className="text-sm text-base-content/70">{importsText.t('templateHelp')}</p>
              <div className="flex gap-2">
                {TEMPLATE_FORMATS.map((format) => (
                  <button
                    key={format}
                    type="button"
                    className="btn btn-outline btn-sm"
                    onClick={() => void template(format)}
                  >
                    <Download className="h-4 w-4" aria-hidden="true" />
                    {importsText.t(format === 'csv' ? 'csvTemplate' : 'xlsxTemplate')}
                  </button>
                ))}
              </div>
            </section>

            <section className="space-y-2">
              <h2 className="text-lg font-semibold">{importsText.t('stepFile')}</h2>
              <label className="form-control">
                <span className="label-text mb-1 block">{importsText.t('fileLabel')}</span>
                <input
                  type="file"
                  className="file-input file-input-bordered w-full max-w-md"
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  disabled={busy !== null}
                  onChange={(event) => {
                    const picked = event.target.files?.[0];
                    if (!picked) return;
                    setFile(picked);
                    void read(picked, null);
                  }}
                />
              </label>
              <p className="text-sm text-base-content/70">{importsText.t('fileLimits')}</p>
              {busy === 'reading' && <p role="status">{importsText.t('reading')}</p>}
            </section>

            {failure && (
              <div role="alert" className="alert alert-error alert-soft block">
                <p>
                  {failure.rows.length > 0
                    ? `${importsText.t('commitRefused')} ${failure.message}`
                    : failure.message}
                </p>
                {failure.rows.length > 0 && (
                  <ul className="mt-2 list-disc pl-6">
                    {failure.rows.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                )}
              </div>
            )}

            {file && preview && mapping && (
              <>
                <section className="space-y-2">
                  <h2 className="text-lg font-semibold">{importsText.t('stepMapping')}</h2>
                  <p className="text-sm text-base-content/70">{importsText.t('mappingHelp')}</p>
                  <ColumnMapping
                    kind={kind}
                    columns={preview.columns}
                    mapping={mapping}
                    disabled={busy !== null}
                    onChange={(next) => {
                      setMapping(next);
                      void read(file, next);
                    }}
                  />
                </section>
                <section className="space-y-2">
                  <h2 className="text-lg font-semibold">{importsText.t('stepPreview')}</h2>
                  <ImportPreviewTable kind={kind} preview={preview} />
                  {!ready && preview.error_count > 0 && (
                    <p className="text-sm">{importsText.t('fixFirst')}</p>
                  )}
                  <button
                    type="button"
                    className="btn btn-primary"
                    disabled={!ready || busy !== null}
                    onClick={() => void commit()}
                  >
                    <Upload className="h-4 w-4" aria-hidden="true" />
                    {busy === 'committing'
                      ? importsText.t('committing')
                      : importsText.t('commit', { rows: preview.row_count })}
                  </button>
                </section>
              </>
            )}
          </>
        )}
      </div>
    </>
  );
}
