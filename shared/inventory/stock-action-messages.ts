// What a failed quick stock action says when the server gives no message of its own (docs/product/inventory.md prefers the
// server's). One place for the web app's dialogs and the extension's popup.
// Each read answers in the current language (shared/inventory/app/i18n).
import type { StockAction } from '../api/stock';
import { inventoryAppText as text } from './app/i18n';

export const STOCK_ACTION_FAILED: Record<'consume' | 'transfer' | 'receive', string> = {
  get consume() {
    return text.t('failedToConsumeStock');
  },
  get transfer() {
    return text.t('failedToTransferStock');
  },
  get receive() {
    return text.t('failedToReceiveStock');
  },
};

/** Button labels the web dialogs use. */
export const STOCK_ACTION_SUBMIT: Record<keyof typeof STOCK_ACTION_FAILED, string> = {
  get consume() {
    return text.t('actionConsume');
  },
  get transfer() {
    return text.t('actionTransfer');
  },
  get receive() {
    return text.t('actionReceiveStock');
  },
};

export type QuickStockAction = keyof typeof STOCK_ACTION_FAILED & StockAction;
