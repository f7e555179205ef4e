// The toolbar popup; its screens live in extension/ui/popup.
import { createRoot } from 'react-dom/client';
import { PopupApp } from '@/extension/ui/popup/popup-app';
import { applyStoredLanguage } from '@/extension/ui/use-language';
import '@/extension/ui/styles.css';

// The stored language first, so the first paint is already in the person's language.
void applyStoredLanguage()
  .catch(() => undefined)
  .then(() => createRoot(document.getElementById('root')!).render(<PopupApp />));
