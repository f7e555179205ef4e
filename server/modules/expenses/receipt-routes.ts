// docs/product/expenses.md "Receipts": PUT the file as the raw body (Content-Type application/pdf, image/png or
// image/jpeg, its name in ?file_name=), GET it back as a download, DELETE it. This plugin reads every body type
// itself, so a JSON or form body reaches the service and is refused with a 422 that says what to send.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ExpenseReceiptQuerySchema, ExpenseResponseSchema } from '@/shared/contracts/expenses';
import { MONEY_FILE_MAX_BYTES } from '@/shared/contracts/money-enums';
import { MessageResponseSchema } from '@/shared/contracts/errors';
import { currentUser } from '@/server/plugins/auth';
import { requireFarmPermission } from '@/server/modules/farms/farm-access';
import { readBodyUpTo } from '@/server/modules/soil-samples/body-reader';
import { createExpenseWriter, type ExpenseRouteOptions } from './expense-context';
import { EXPENSE_MESSAGES } from './expense-messages';
import { deleteReceipt, getReceipt, putReceipt } from './expense-receipt';
import { loadExpense } from './expense-rows';
import { ExpenseParams } from './params';

/** RFC 6266: a plain ASCII name for old clients and the exact name, percent-encoded, for the rest. */
const disposition = (name: string) =>
  `inline; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export const receiptRoutes: FastifyPluginAsyncZod<ExpenseRouteOptions> = async (app, options) => {
  const { ctx } = options;
  const write = createExpenseWriter(options);
  app.addHook('onRequest', app.requireUser);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    readBodyUpTo(request, payload, MONEY_FILE_MAX_BYTES, EXPENSE_MESSAGES.receiptTooLarge).then(
      (bytes) => done(null, bytes),
      (error: Error) => done(error, undefined),
    );
  });

  app.put(
    '/:farmId/expenses/:expenseId/receipt',
    {
      config: { farmPermission: 'finances.edit' },
      schema: {
        params: ExpenseParams,
        querystring: ExpenseReceiptQuerySchema,
        response: { 200: ExpenseResponseSchema },
      },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'finances.edit', 200, async (w) => {
        await putReceipt(w, request.params.expenseId, {
          fileName: request.query.file_name,
          contentType: request.headers['content-type'],
          bytes: request.body,
        });
        return {
          message: EXPENSE_MESSAGES.receiptSaved,
          data: await loadExpense(w.db, w.farmId, request.params.expenseId),
        };
      }),
  );

  app.get(
    '/:farmId/expenses/:expenseId/receipt',
    { config: { farmPermission: 'finances.view' }, schema: { params: ExpenseParams } },
    async (request, reply) => {
      const { farmId, expenseId } = request.params;
      const { farm } = await requireFarmPermission(ctx.db, currentUser(request).id, farmId, 'finances.view');
      const receipt = await getReceipt(ctx.db, farm.id, expenseId);
      return reply
        .header('content-type', receipt.contentType)
        .header('content-disposition', disposition(receipt.fileName))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(receipt.bytes));
    },
  );

  app.delete(
    '/:farmId/expenses/:expenseId/receipt',
    {
      config: { farmPermission: 'finances.edit' },
      schema: { params: ExpenseParams, response: { 200: MessageResponseSchema } },
    },
    async (request, reply) =>
      write(request, reply, request.params.farmId, 'finances.edit', 200, async (w) => {
        await deleteReceipt(w, request.params.expenseId);
        return { success: true, message: EXPENSE_MESSAGES.receiptDeleted };
      }),
  );
};
