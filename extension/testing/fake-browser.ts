// Import first in every extension test: WXT's fake browser as the `chrome`/`browser` globals before any module
// that reads them (wxt/browser and WXT storage capture the global when first imported).
import { fakeBrowser } from 'wxt/testing/fake-browser';

Object.assign(globalThis, { chrome: fakeBrowser, browser: fakeBrowser });

export { fakeBrowser };
