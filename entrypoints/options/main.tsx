// The options page: the server address; its screen lives in extension/ui/options.
import { createRoot } from 'react-dom/client';
import { OptionsApp } from '@/extension/ui/options/options-app';
import '@/extension/ui/styles.css';

createRoot(document.getElementById('root')!).render(<OptionsApp />);
