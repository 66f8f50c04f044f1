import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { defaultLocale, i18n, i18nReady } from '@/i18n';
import { App } from './App';
import { createAppRuntime, type AppRuntime } from './createAppRuntime';
import { inspectorFor } from './runtime/inspectorFor';
import { SERVER_DRAWN_ATTRIBUTE } from '@contract/page/serverDrawn';
import { api } from './api';

/**
 * How long the first render of a page the browser draws waits for the first screen's layout and page chunks
 * (which the HTML preloads beside the entry) before it draws their loading state instead: about as long as React
 * would hold back revealing them after a suspended first render.
 */
const FIRST_SCREEN_WAIT_MS = 300;

/**
 * Whether the server drew the page as this browser shows it: for an anonymous visitor, in Chinese. A browser
 * with a session (whose cookie had gone) or in English draws the page itself, over the server's markup.
 */
function drawnAsHere(runtime: AppRuntime): boolean {
  return runtime.actor.getSnapshot().context.user === null && i18n.language === defaultLocale;
}

/** Starts the app in the browser on `container`. */
export async function startApp(container: HTMLElement, earlyClicks?: { release(replay: boolean): void }): Promise<void> {
  // The persisted locale's catalog first, so the first paint is already in the chosen language.
  const [inspect] = await Promise.all([inspectorFor(window.location.search), i18nReady]);
  // A task of its own for the set-up (the app's machines, routes and query cache): run on straight from the
  // evaluation of the app's chunk, the two made one long task that held the main thread on a phone.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const runtime = createAppRuntime({ inspect });
  // And another for asking for the first screen's chunks: together with the set-up, over 50 ms on a phone.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const drawn = container.hasAttribute(SERVER_DRAWN_ATTRIBUTE) && drawnAsHere(runtime);
  const firstScreen = runtime.firstScreenReady(window.location);
  // A drawn page is on screen already: the app takes it over once all of its first screen's code is here, in one
  // go. Taken over in parts, a click held meanwhile could land on a part whose code has not arrived, and be lost.
  await (drawn
    ? firstScreen.catch(() => undefined)
    : Promise.race([firstScreen, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]));
  const app = (
    <StrictMode>
      <App runtime={runtime} />
    </StrictMode>
  );
  if (drawn) {
    // The server drew this page (server/src/seo/serverRender.ts): React takes over its markup instead of drawing
    // it again, so nothing moves and what the visitor already typed or focused stays. A part that does not
    // match is drawn afresh, and said so in the console.
    // As a transition too: React then takes the markup over in slices that yield to the browser (a hydration
    // outside one is a single task, the longest of a phone's visit), and a click meanwhile still goes first.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error, info) =>
          console.error('The page drawn by the server did not match the app:', error, info.componentStack),
      });
    });
    // A click held until now reaches its button, which React hydrates at once to run it.
    earlyClicks?.release(true);
    return;
  }
  earlyClicks?.release(false);
  // A page drawn here asks the server for its data with its first render: the HTTP client (which the API client
  // loads with its first call) is fetched now, beside the page's chunks, rather than after them.
  api.prepare();
  const root = createRoot(container);
  // As a transition, React renders the first screen in slices that yield to the browser between them,
  // instead of one long task that holds back input while a phone works through it.
  startTransition(() => {
    root.render(app);
  });
}
