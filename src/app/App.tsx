import { BrowserRouter } from 'react-router';
import { AppShell } from './AppShell';
import type { AppRuntime } from './createAppRuntime';
import { AppProviders } from './providers/AppProviders';

/** The whole app for a runtime in the browser: providers, the router, the shell. */
export function App({ runtime }: { runtime: AppRuntime }) {
  return (
    <AppProviders actor={runtime.actor} prompts={runtime.prompts} toasts={runtime.toasts}>
      <BrowserRouter>
        <AppShell runtime={runtime} />
      </BrowserRouter>
    </AppProviders>
  );
}
