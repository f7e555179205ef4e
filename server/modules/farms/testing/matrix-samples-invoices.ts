// The invoices area's routes for the authorization matrix (matrix-samples.ts spreads them in): sales and invoices
// are written straight to the world farm, so each caller's request has its own.
import { insertSale } from '@/server/modules/invoices/test-support';
import { issueInvoice } from '@/server/modules/invoices/issue-invoice';
import type { Caller, MatrixRequest, MatrixWorld } from './matrix-world';

type Sample = (w: MatrixWorld, caller: Caller) => Promise<MatrixRequest> | MatrixRequest;

const farmUrl = (w: MatrixWorld, rest = '') => `/api/farms/${w.farm.farmId}${rest}`;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

const sale = (w: MatrixWorld) => insertSale(w.t.db, w.farm.farmId, { customerName: 'Matrix buyer' });
async function invoice(w: MatrixWorld): Promise<string> {
  const saleId = await sale(w);
  const now = new Date();
  const issued = await w.t.db.transaction((tx) =>
    issueInvoice({ db: tx, farmId: w.farm.farmId, userId: w.farm.userId, now, today: '2026-11-24' }, saleId),
  );
  return issued.id;
}

export const INVOICE_MATRIX_SAMPLES: Record<string, Sample> = {
  'GET /api/farms/:farmId/invoice-settings': (w) => ({ method: 'GET', url: farmUrl(w, '/invoice-settings') }),
  'PUT /api/farms/:farmId/invoice-settings': (w) => ({
    method: 'PUT',
    url: farmUrl(w, '/invoice-settings'),
    payload: { business_name: w.farm.name, number_prefix: 'INV-' },
  }),
  'PUT /api/farms/:farmId/invoice-settings/logo': (w) => ({
    method: 'PUT',
    url: farmUrl(w, '/invoice-settings/logo'),
    payload: PNG,
    headers: { 'content-type': 'image/png' },
  }),
  'GET /api/farms/:farmId/invoice-settings/logo': async (w) => {
    await w.as(w.callers.owner, {
      method: 'PUT',
      url: farmUrl(w, '/invoice-settings/logo'),
      payload: PNG,
      headers: { 'content-type': 'image/png' },
    });
    return { method: 'GET', url: farmUrl(w, '/invoice-settings/logo') };
  },
  'GET /api/farms/:farmId/invoices': (w) => ({ method: 'GET', url: farmUrl(w, '/invoices') }),
  'POST /api/farms/:farmId/sales/:saleId/invoice': async (w) => ({
    method: 'POST',
    url: farmUrl(w, `/sales/${await sale(w)}/invoice`),
  }),
  'GET /api/farms/:farmId/invoices/:invoiceId': async (w) => ({
    method: 'GET',
    url: farmUrl(w, `/invoices/${await invoice(w)}`),
  }),
  'POST /api/farms/:farmId/invoices/:invoiceId/void': async (w) => ({
    method: 'POST',
    url: farmUrl(w, `/invoices/${await invoice(w)}/void`),
    payload: { reason: 'Entered twice' },
  }),
  'GET /api/farms/:farmId/invoices/:invoiceId/pdf': async (w) => ({
    method: 'GET',
    url: farmUrl(w, `/invoices/${await invoice(w)}/pdf`),
  }),
  'POST /api/farms/:farmId/invoices/:invoiceId/email': async (w) => ({
    method: 'POST',
    url: farmUrl(w, `/invoices/${await invoice(w)}/email`),
    payload: { to: 'buyer@example.test' },
  }),
  'GET /api/farms/:farmId/sales/:saleId/receipt.pdf': async (w) => ({
    method: 'GET',
    url: farmUrl(w, `/sales/${await sale(w)}/receipt.pdf`),
  }),
  'POST /api/farms/:farmId/sales/:saleId/receipt/sms': async (w) => ({
    method: 'POST',
    url: farmUrl(w, `/sales/${await sale(w)}/receipt/sms`),
    payload: { phone: '+254712345678' },
  }),
};
