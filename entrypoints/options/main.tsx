// The options page: the server address; its screen lives in extension/ui/options.
import { createRoot } from 'react-dom/client';
import { OptionsApp } from '@/extension/ui/options/options-app';
import { applyStoredLanguage } from '@/extension/ui/use-language';
import '@/extension/ui/styles.css';

// The stored language first, so the first paint is already in the person's language.
void applyStoredLanguage()
  .catch(() => undefined)
  .then(() => createRoot(document.getElementById('root')!).render(<OptionsApp />));
