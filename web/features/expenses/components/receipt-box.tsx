// An expense's receipt in its dialog (docs/product/expenses.md "Receipts"): a preview of a photo, a link to open
// the file, replace it or remove it. The file travels as the raw body; the server checks its type and size.
import { useEffect, useId, useState } from 'react';
import type { Expense } from '@/shared/api/expenses';
import { downloadExpenseReceipt } from '@/shared/api/expenses';
import { MONEY_FILE_TYPES } from '@/shared/contracts/money-enums';
import { useApi } from '@/web/lib/api';
import { useReceipt } from '../hooks/use-expenses';
import { expensesText } from '../i18n';

const t = expensesText.t;

export function ReceiptBox({ farmId, expense }: { farmId: string; expense: Expense }) {
  const api = useApi();
  const inputId = useId();
  const { upload, remove } = useReceipt(farmId, expense.id);
  const [preview, setPreview] = useState<{ url: string; type: string } | null>(null);

  // The file comes through the API client (it carries the sign-in), then shows from a local object URL.
  useEffect(() => {
    if (!expense.has_receipt) return undefined;
    let url: string | null = null;
    let live = true;
    downloadExpenseReceipt(api, farmId, expense.id).then(
      (blob) => {
        if (!live || typeof URL.createObjectURL !== 'function') return;
        url = URL.createObjectURL(blob);
        setPreview({ url, type: blob.type });
      },
      () => setPreview(null),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [api, farmId, expense.id, expense.has_receipt, expense.receipt_file_name]);

  return (
    <div className="rounded-box border border-base-300 p-3">
      <p className="mb-2 text-sm font-semibold">{t('receipt')}</p>
      {expense.has_receipt && (
        <div className="mb-2 flex flex-wrap items-center gap-3">
          {preview?.type.startsWith('image/') && (
            <img src={preview.url} alt={expense.receipt_file_name ?? t('receipt')} className="h-24 rounded" />
          )}
          {preview && (
            <a
              className="link"
              href={preview.url}
              target="_blank"
              rel="noreferrer"
              download={expense.receipt_file_name ?? undefined}
            >
              {t('viewReceipt')}: {expense.receipt_file_name}
            </a>
          )}
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {t('removeReceipt')}
          </button>
        </div>
      )}
      <label htmlFor={inputId} className="label">
        <span className="label-text">{t('uploadReceipt')}</span>
      </label>
      <input
        id={inputId}
        type="file"
        accept={MONEY_FILE_TYPES.join(',')}
        className="file-input file-input-bordered file-input-sm w-full"
        disabled={upload.isPending}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) upload.mutate(file);
          e.target.value = '';
        }}
      />
      <p className="mt-1 text-xs text-base-content/70">{t('receiptHelp')}</p>
    </div>
  );
}
