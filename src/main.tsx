import '@tokens/global.css';
import '@/app/boot/bootShell.css';
// React DOM is evaluated with the entry; the app after it, in a task of its own (below).
import 'react-dom/client';
import { adoptCspNonce } from '@/lib/cspNonce';
import { holdEarlyClicks } from '@/lib/earlyClicks';

adoptCspNonce();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the app on.');
/*
 * The app (its machines, route table, providers and set-up) is a chunk of its own, which the HTML preloads
 * beside the entry. Evaluated together, React DOM and the app made the longest task of a first visit on a
 * phone; the timer lets the browser breathe between the two.
 */
const earlyClicks = container.hasAttribute('data-server-drawn') ? holdEarlyClicks(container) : undefined;
setTimeout(() => void import('@/app/start').then(({ startApp }) => startApp(container, earlyClicks)));
