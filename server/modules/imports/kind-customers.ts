// Customers from a spreadsheet (docs/product/imports.md "Customers"): each row read by the customer form's schema
// (CustomerInput), the credit limit typed as an amount like the form's, one active customer per phone number.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { quantityInput } from '@/shared/contracts/common';
import { CustomerInput } from '@/shared/contracts/customers';
import type { Database } from '@/server/db/client';
import { customers } from '@/server/db/schema/sales';
import { HttpError, isUniqueViolation } from '@/server/lib/http-error';
import { CUSTOMER_MESSAGES } from '@/server/modules/customers/messages';
import {
  batches,
  fieldOfPath,
  type Cells,
  type ImportKindDefinition,
  type ImportScope,
  type ImportWrite,
  type RowProblem,
} from './import-kind';
import { given, numberCell } from './import-cells';
import { IMPORT_MESSAGES as M, fill } from './messages';

type CustomerValue = z.output<typeof CustomerInput>;
type CustomerLookup = Set<string>;

const creditLimit = quantityInput('credit limit');

async function load(db: Database, { farmId }: ImportScope): Promise<CustomerLookup> {
  const rows = await db
    .select({ phone: customers.phone })
    .from(customers)
    .where(and(eq(customers.farmId, farmId), isNull(customers.archivedAt), isNotNull(customers.phone)));
  return new Set(rows.map((row) => row.phone!));
}

function check(cells: Cells, phones: CustomerLookup) {
  const problems: RowProblem[] = [];
  let creditLimitMinor: number | undefined;
  const limitText = given(numberCell(cells.credit_limit ?? ''));
  if (limitText !== undefined) {
    const limit = creditLimit.safeParse(limitText);
    if (limit.success) creditLimitMinor = Math.round(limit.data * 100);
    else problems.push({ field: 'credit_limit', message: limit.error.issues[0]!.message });
  }
  const parsed = CustomerInput.safeParse({
    name: cells.name ?? '',
    phone: given(cells.phone),
    email: given(cells.email),
    tax_id: given(cells.tax_id),
    credit_limit_minor: creditLimitMinor,
    notes: given(cells.notes),
  });
  if (!parsed.success) {
    const rename = { credit_limit_minor: 'credit_limit' };
    for (const issue of parsed.error.issues)
      problems.push({ field: fieldOfPath(issue.path, rename), message: issue.message });
  }
  if (problems.length > 0 || !parsed.success) return { problems };
  const phone = parsed.data.phone;
  if (phone && phones.has(phone)) {
    return {
      problems: [
        {
          field: 'phone',
          message: fill(M.customerPhoneExists, { value: phone }),
          code: 'phone_exists',
          value: phone,
        },
      ],
    };
  }
  return { value: parsed.data };
}

function phoneTakenMeanwhile(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new HttpError(409, CUSTOMER_MESSAGES.phoneTaken, { code: 'customer_phone_exists' });
  }
  throw error;
}

async function write(w: ImportWrite, values: CustomerValue[]) {
  for (const batch of batches(values)) {
    // A customer added with one of these numbers since the check: the one-active-customer-per-phone index says so.
    await w.db
      .insert(customers)
      .values(
        batch.map((value) => ({
          farmId: w.farmId,
          name: value.name,
          phone: value.phone,
          email: value.email,
          taxId: value.tax_id,
          creditLimitMinor: value.credit_limit_minor,
          notes: value.notes,
          createdAt: w.now,
          updatedAt: w.now,
        })),
      )
      .catch(phoneTakenMeanwhile);
  }
  return { created: values.length, movements: 0 };
}

export const customersImport: ImportKindDefinition<CustomerLookup, CustomerValue> = {
  kind: 'customers',
  permission: 'sales.create',
  load,
  check,
  uniqueKeys: (value) => (value.phone ? [{ field: 'phone', key: value.phone, shown: value.phone }] : []),
  write,
};
