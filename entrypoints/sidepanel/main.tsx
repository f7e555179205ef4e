// The side panel; its screens live in extension/ui/sidepanel.
import { createRoot } from 'react-dom/client';
import { SidePanelApp } from '@/extension/ui/sidepanel/side-panel-app';
import '@/extension/ui/styles.css';

createRoot(document.getElementById('root')!).render(<SidePanelApp />);
