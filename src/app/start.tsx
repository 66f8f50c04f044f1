import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '@/i18n';
import { App } from './App';
import { createAppRuntime } from './createAppRuntime';
import { loadInspector } from './runtime/inspector';

/** Starts the app in the browser on `container`. */
export async function startApp(container: HTMLElement): Promise<void> {
  // The persisted locale's catalog first, so the first paint is already in the chosen language.
  const [inspect] = await Promise.all([loadInspector(window.location.search), i18nReady]);
  const runtime = createAppRuntime({ inspect });
  createRoot(container).render(
    <StrictMode>
      <App runtime={runtime} />
    </StrictMode>,
  );
}
