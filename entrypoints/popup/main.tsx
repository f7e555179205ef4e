// The toolbar popup; its screens live in extension/ui/popup.
import { createRoot } from 'react-dom/client';
import { PopupApp } from '@/extension/ui/popup/popup-app';
import '@/extension/ui/styles.css';

createRoot(document.getElementById('root')!).render(<PopupApp />);
