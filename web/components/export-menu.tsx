// The "Export" menu of a list or report (docs/product/reports.md "Files (CSV, Excel, PDF)"): CSV, Excel or PDF of
// what the page shows, downloaded with progress ("Downloading… 42%"), cancellable, then saved under the server's
// file name. A package without exports shows the upgrade prompt; any other refusal its message.
import { useEffect, useRef, useState } from 'react';
import Download from 'lucide-react/icons/download';
import type { ExportFormat } from '@/shared/contracts/exports';
import { formatNumber } from '@/shared/i18n/format';
import { useText } from '@/shared/i18n/react';
import { isApiRequestError } from '@/shared/api/errors';
import { downloadFile, saveFile, withQuery, type DownloadProgress } from '@/web/lib/download';
import { componentsText } from './i18n';
import { useUpgradePrompt } from './upgrade-prompt';

export interface ExportMenuProps {
  /** The export's address without the format (shared/api/exports.ts, reportExportPath in shared/api/reports.ts). */
  url: string;
  /** The page's filters, sent as they are (empty ones left out). */
  query?: object;
  /** What is exported, for the button's name and a fallback file name ("sales"). */
  fileLabel: string;
}

const FORMATS: [ExportFormat, 'exportCsv' | 'exportExcel' | 'exportPdf'][] = [
  ['csv', 'exportCsv'],
  ['xlsx', 'exportExcel'],
  ['pdf', 'exportPdf'],
];

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`
    : `${formatNumber(bytes / 1024 / 1024, { maximumFractionDigits: 1 })} MB`;

export function ExportMenu({ url, query, fileLabel }: ExportMenuProps) {
  const t = useText(componentsText);
  const upgrade = useUpgradePrompt();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  async function start(format: ExportFormat) {
    (document.activeElement as HTMLElement | null)?.blur(); // closes the daisyUI dropdown
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setError(null);
    upgrade.clear();
    setProgress({ received: 0, percent: null });
    try {
      const file = await downloadFile(withQuery(url, { ...query, format }), {
        signal: abort.signal,
        onProgress: setProgress,
        fallbackName: `${fileLabel}.${format}`,
      });
      saveFile(file);
    } catch (caught) {
      if (abort.signal.aborted) return;
      if (upgrade.handle(caught)) return;
      setError(isApiRequestError(caught) ? caught.message : t('downloadFailed'));
    } finally {
      if (controller.current === abort) {
        controller.current = null;
        setProgress(null);
      }
    }
  }

  const busy = progress !== null;
  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex items-center gap-2">
        {busy && (
          <>
            <span role="status" className="text-sm">
              {progress.percent !== null
                ? t('downloadingPercent', { percent: progress.percent })
                : t('downloadingSize', { size: sizeText(progress.received) })}
            </span>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => controller.current?.abort()}
            >
              {t('cancelDownload')}
            </button>
          </>
        )}
        <div className="dropdown dropdown-end">
          <button
            type="button"
            tabIndex={0}
            className="btn btn-outline btn-sm"
            disabled={busy}
            aria-label={t('exportWhat', { label: fileLabel })}
            aria-haspopup="menu"
          >
            <Download aria-hidden="true" className="size-4" />
            {t('export')}
          </button>
          <ul
            tabIndex={0}
            role="menu"
            className="menu dropdown-content z-10 w-40 rounded-box bg-base-100 p-2 shadow"
          >
            {FORMATS.map(([format, key]) => (
              <li key={format} role="none">
                <button type="button" role="menuitem" onClick={() => void start(format)}>
                  {t(key)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {error && (
        <p role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
      {upgrade.prompt}
    </div>
  );
}
