import '@tokens/global.css';
import '@/app/boot/bootShell.css';
import { SERVER_DRAWN_ATTRIBUTE } from '@contract/page/serverDrawn';
import { adoptCspNonce } from '@/lib/cspNonce';
import { afterFirstScreen } from '@/lib/afterFirstScreen';
import { holdEarlyClicks } from '@/lib/earlyClicks';

adoptCspNonce();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the app on.');
const root = container;
const drawn = root.hasAttribute(SERVER_DRAWN_ATTRIBUTE);
const earlyClicks = drawn ? holdEarlyClicks(root) : undefined;

/*
 * React DOM and the app (its machines, route table, providers and set-up) are chunks of their own, which the
 * HTML preloads beside this small entry. Evaluated together they made the longest task of a first visit on a
 * phone; the timer lets the browser breathe between the two.
 */
async function start(): Promise<void> {
  await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve));
  const { startApp } = await import('@/app/start');
  await startApp(root, earlyClicks);
}

// A page the server drew is read before the app takes it over; a page the app draws needs it now.
if (drawn) afterFirstScreen(() => void start());
else void start();
