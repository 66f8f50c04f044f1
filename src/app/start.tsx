import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '@/i18n';
import { App } from './App';
import { createAppRuntime } from './createAppRuntime';
import { loadInspector } from './runtime/inspector';

/**
 * How long the first render waits for the first screen's layout and page chunks (which the HTML preloads
 * beside the entry) before it draws their loading state instead: about as long as React would hold back
 * revealing them after a suspended first render.
 */
const FIRST_SCREEN_WAIT_MS = 300;

/** Starts the app in the browser on `container`. */
export async function startApp(container: HTMLElement): Promise<void> {
  // The persisted locale's catalog first, so the first paint is already in the chosen language.
  const [inspect] = await Promise.all([loadInspector(window.location.search), i18nReady]);
  // A task of its own for the set-up (the app's machines, routes and query cache): run on straight from the
  // evaluation of the app's chunk, the two made one long task that held the main thread on a phone.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const runtime = createAppRuntime({ inspect });
  // And another for asking for the first screen's chunks: together with the set-up, over 50 ms on a phone.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await Promise.race([
    runtime.firstScreenReady(window.location),
    new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
  ]);
  const root = createRoot(container);
  // As a transition, React renders the first screen in slices that yield to the browser between them,
  // instead of one long task that holds back input while a phone works through it.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App runtime={runtime} />
      </StrictMode>,
    );
  });
}
