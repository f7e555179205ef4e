// What a failed quick stock action says when the server gives no message of its own (docs/product/inventory.md prefers the
// server's). One place for the web app's dialogs and the extension's popup.
import type { StockAction } from '../api/stock';

export const STOCK_ACTION_FAILED: Record<'consume' | 'transfer' | 'receive', string> = {
  consume: 'Failed to consume stock',
  transfer: 'Failed to transfer stock',
  receive: 'Failed to receive stock',
};

/** Button labels the web dialogs use. */
export const STOCK_ACTION_SUBMIT: Record<keyof typeof STOCK_ACTION_FAILED, string> = {
  consume: 'Consume',
  transfer: 'Transfer',
  receive: 'Receive stock',
};

export type QuickStockAction = keyof typeof STOCK_ACTION_FAILED & StockAction;
