import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createAppRuntime } from './createAppRuntime';
import { loadInspector } from './runtime/inspector';

/** Starts the app in the browser on `container`. */
export async function startApp(container: HTMLElement): Promise<void> {
  const inspect = await loadInspector(window.location.search);
  const runtime = createAppRuntime({ inspect });
  createRoot(container).render(
    <StrictMode>
      <App runtime={runtime} />
    </StrictMode>,
  );
}
