import '@tokens/global.css';
import '@/app/boot/bootShell.css';
import { startApp } from '@/app/start';
import { adoptCspNonce } from '@/lib/cspNonce';

adoptCspNonce();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the app on.');
void startApp(container);
