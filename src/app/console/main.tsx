import '@tokens/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { addTexts, loadCatalog } from '@/i18n';
import { admin } from '@/i18n/locales/zh-CN/admin';
import { adoptCspNonce } from '@/lib/cspNonce';
import { consoleApi } from '@/flows/console';
import { inspectorFor } from '../runtime/inspectorFor';
import { ConsoleApp } from './ConsoleApp';

adoptCspNonce();
addTexts({ admin });
const container = document.getElementById('root');
if (!container) throw new Error('The console page has no #root element to mount on.');
// The whole catalog of the interface language first: the console draws components of every area. The inspector,
// when asked for, before any of the console's actors starts, as on the site (src/app/start.tsx).
void Promise.all([loadCatalog().catch(() => undefined), inspectorFor(window.location.search, async () => consoleApi)]).then(
  () => {
    createRoot(container).render(
      <StrictMode>
        <ConsoleApp />
      </StrictMode>,
    );
  },
);
