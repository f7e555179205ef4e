// The one message protocol between the extension's pages and its worker: pages ask, the worker
// talks to the server and updates the stored inbox, which every page watches.
import { browser } from 'wxt/browser';

export type ExtensionMessage =
  | { type: 'refresh' }
  | { type: 'mark-read'; id: string }
  | { type: 'mark-all-read' }
  | { type: 'flush-queue' };

export type MessageAnswer = { ok: true } | { ok: false; error: string };

const TYPES = new Set<string>(['refresh', 'mark-read', 'mark-all-read', 'flush-queue']);

export function isExtensionMessage(value: unknown): value is ExtensionMessage {
  const type = (value as { type?: unknown } | null)?.type;
  return typeof type === 'string' && TYPES.has(type);
}

const NO_ANSWER: MessageAnswer = { ok: false, error: 'The extension did not answer. Close and reopen it.' };

export async function askWorker(message: ExtensionMessage): Promise<MessageAnswer> {
  try {
    return ((await browser.runtime.sendMessage(message)) as MessageAnswer | undefined) ?? NO_ANSWER;
  } catch {
    return NO_ANSWER; // the worker is being replaced (an update); the next opening asks again
  }
}
