// Links out of the popup: the side panel (opened in this click: sidePanel.open needs the user's
// gesture, so the window id is known beforehand) and the web app.
import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { openWebApp } from '../open-page';
import { extensionText } from '@/extension/i18n';

export function PopupFooter({ serverUrl, onSignOut }: { serverUrl: string; onSignOut: () => void }) {
  const [windowId, setWindowId] = useState<number | null>(null);
  useEffect(() => {
    void Promise.resolve(browser.windows.getCurrent()).then((w) => setWindowId(w?.id ?? null));
  }, []);

  const openSidePanel = () => {
    // Chrome has a side panel; Firefox's build has a sidebar instead.
    if (browser.sidePanel && windowId !== null) void browser.sidePanel.open({ windowId });
    else void (browser as unknown as { sidebarAction?: { open(): Promise<void> } }).sidebarAction?.open();
    window.close();
  };

  return (
    <footer className="border-base-300 flex items-center gap-1 border-t px-2 py-2">
      <button type="button" className="btn btn-ghost btn-xs" onClick={openSidePanel}>
        {extensionText.t('openSidePanel')}
      </button>
      <button type="button" className="btn btn-ghost btn-xs" onClick={() => void openWebApp(serverUrl)}>
        {extensionText.t('openWebApp')}
      </button>
      <span className="flex-1" />
      <button type="button" className="btn btn-ghost btn-xs" onClick={onSignOut}>
        {extensionText.t('signOut')}
      </button>
    </footer>
  );
}
