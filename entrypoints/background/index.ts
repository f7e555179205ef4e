// The background worker keeps the realtime connection and the toolbar badge (issue: browser extension).
export default defineBackground(() => {
  browser.runtime.onInstalled.addListener(() => {
    console.info('Shamba extension installed');
  });
});
