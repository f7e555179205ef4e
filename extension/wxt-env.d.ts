// What WXT's generated .wxt/ folder would declare and our code uses, written here so type checks and lint run on
// a checkout where `wxt prepare` never ran: the runtime's getURL for the extension's own files.
import 'wxt/browser';

declare module 'wxt/browser' {
  interface WxtRuntime {
    getURL(path: string): string;
  }
}
