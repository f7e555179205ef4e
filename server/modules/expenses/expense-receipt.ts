// An expense's receipt photo or file (docs/product/expenses.md "Receipts"): one PDF, PNG or JPEG of at most 5 MB,
// kept in expense_receipts so lists never read its bytes; the bytes must agree with the declared type.
import { eq } from 'drizzle-orm';
import { MONEY_FILE_TYPES } from '@/shared/contracts/money-enums';
import { expenseReceipts } from '@/server/db/schema/finances';
import { fieldError, HttpError } from '@/server/lib/http-error';
import { recordActivity } from '@/server/modules/activity/record';
import type { Database } from '@/server/db/client';
import { cleanFileName } from '@/server/modules/soil-samples/soil-report';
import type { ExpenseWrite } from './expense-context';
import { EXPENSE_MESSAGES } from './expense-messages';
import { loadExpense } from './expense-rows';

type FileType = (typeof MONEY_FILE_TYPES)[number];

/** The first bytes each accepted type starts with, so a renamed file of another kind is refused. */
const SIGNATURES: Record<FileType, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46], // %PDF
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

function fileTypeOf(contentType: string | undefined, bytes: Buffer): FileType | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!(MONEY_FILE_TYPES as readonly string[]).includes(type)) return null;
  return SIGNATURES[type as FileType].every((byte, i) => bytes[i] === byte) ? (type as FileType) : null;
}

async function logReceipt(w: ExpenseWrite, expenseId: string, summary: string) {
  await recordActivity(w.db, {
    farmId: w.farmId,
    actor: { id: w.userId, surface: w.surface },
    module: 'finances',
    action: 'edit',
    recordType: 'expense',
    recordId: expenseId,
    summary,
    at: w.now,
  });
}

export async function putReceipt(
  w: ExpenseWrite,
  expenseId: string,
  file: { fileName: string; contentType: string | undefined; bytes: unknown },
) {
  const expense = await loadExpense(w.db, w.farmId, expenseId);
  const bytes = file.bytes;
  if (!Buffer.isBuffer(bytes)) throw fieldError('file', EXPENSE_MESSAGES.receiptType);
  if (bytes.length === 0) throw fieldError('file', EXPENSE_MESSAGES.receiptEmpty);
  const type = fileTypeOf(file.contentType, bytes);
  if (!type) throw fieldError('file', EXPENSE_MESSAGES.receiptType);
  const values = { fileName: cleanFileName(file.fileName), contentType: type, bytes, uploadedAt: w.now };
  await w.db
    .insert(expenseReceipts)
    .values({ expenseId: expense.id, ...values })
    .onConflictDoUpdate({ target: expenseReceipts.expenseId, set: values });
  await logReceipt(
    w,
    expense.id,
    `Attached the receipt ${values.fileName} to the expense ${expense.description}`,
  );
}

const noReceipt = () => new HttpError(404, EXPENSE_MESSAGES.noReceipt, { code: 'receipt_not_found' });

export async function getReceipt(db: Database, farmId: string, expenseId: string) {
  const expense = await loadExpense(db, farmId, expenseId);
  const [receipt] = await db.select().from(expenseReceipts).where(eq(expenseReceipts.expenseId, expense.id));
  if (!receipt) throw noReceipt();
  return receipt;
}

export async function deleteReceipt(w: ExpenseWrite, expenseId: string) {
  const expense = await loadExpense(w.db, w.farmId, expenseId);
  const removed = await w.db
    .delete(expenseReceipts)
    .where(eq(expenseReceipts.expenseId, expense.id))
    .returning({ id: expenseReceipts.expenseId });
  if (removed.length === 0) throw noReceipt();
  await logReceipt(w, expense.id, `Removed the receipt of the expense ${expense.description}`);
}
