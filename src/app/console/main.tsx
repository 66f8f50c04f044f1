import '@tokens/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { addTexts, loadCatalog } from '@/i18n';
import { admin } from '@/i18n/locales/zh-CN/admin';
import { adoptCspNonce } from '@/lib/cspNonce';
import { ConsoleApp } from './ConsoleApp';

adoptCspNonce();
addTexts({ admin });
const container = document.getElementById('root');
if (!container) throw new Error('The console page has no #root element to mount on.');
// The whole catalog of the interface language first: the console draws components of every area.
void loadCatalog()
  .catch(() => undefined)
  .then(() => {
    createRoot(container).render(
      <StrictMode>
        <ConsoleApp />
      </StrictMode>,
    );
  });
