// The side panel; its screens live in extension/ui/sidepanel.
import { createRoot } from 'react-dom/client';
import { SidePanelApp } from '@/extension/ui/sidepanel/side-panel-app';
import { applyStoredLanguage } from '@/extension/ui/use-language';
import '@/extension/ui/styles.css';

// The stored language first, so the first paint is already in the person's language.
void applyStoredLanguage()
  .catch(() => undefined)
  .then(() => createRoot(document.getElementById('root')!).render(<SidePanelApp />));
