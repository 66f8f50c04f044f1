import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ToastProvider } from '@/components/Toast';
import { AppOverlays } from '@/app/overlays/AppOverlays';
import { AdviserModalProvider } from '@/app/providers/adviserModalContext';
import { AppActorProvider } from '@/app/providers/appActorContext';
import { PromptProvider } from '@/app/providers/promptContext';
import { NavigatorConnection, createNavigatorHolder } from '@/app/router/navigator';
import { toAppRoute } from '@/app/routes';
import { createAppActor, type AppActor } from '@/app/runtime/createAppActor';
import { createPromptStore, type PromptStore } from '@/app/runtime/promptStore';
import type { AppUser } from '@machines/app';
import { LayoutSamplePage } from './LayoutSamplePage';

export const storyStudent: AppUser = { rsNo: 'RS20260001', name: '李同学', isSetClass: 2, isClassUpgrade: 2 };

export interface StoryAppProps {
  /** The address shown, e.g. '/news'; the page drawn is that route's. */
  path: string;
  layout: ComponentType;
  loggedIn?: boolean;
  /** Brings the app into the state a story shows (an open dialog, a pending prompt). */
  prepare?: (app: { actor: AppActor; prompts: PromptStore }) => void;
  adviserOpen?: boolean;
  page?: ComponentType;
  children?: ReactNode;
}

/**
 * A layout with a page inside and the app-level dialogs above it, wired to a real app actor in a
 * memory router, the way the app assembles them.
 */
export function StoryApp({
  path,
  layout: Layout,
  loggedIn = false,
  prepare,
  adviserOpen = false,
  page: Page = LayoutSamplePage,
}: StoryAppProps) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [app] = useState(() => {
    const navigator = createNavigatorHolder();
    const actor = createAppActor(
      {
        navigate: navigator.navigate,
        loadPage: () => undefined,
        toast: () => undefined,
        persistUser: () => undefined,
        clearPersistedUser: () => undefined,
        persistSearchHistory: () => undefined,
        clearEvaluationToken: () => undefined,
        endServerSession: () => undefined,
      },
      {
        input: {
          storedUser: loggedIn ? { user: storyStudent, token: 'story-token' } : null,
          route: toAppRoute(path.split('?')[0] ?? path, ''),
        },
      },
    );
    const prompts = createPromptStore();
    prepare?.({ actor, prompts });
    return { actor, prompts, navigator };
  });
  return (
    // The real layouts get the query cache from their chunk loader (withQueryClient); here each story has its own.
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AppActorProvider actor={app.actor}>
          <PromptProvider store={app.prompts}>
            <AdviserModalProvider defaultOpen={adviserOpen}>
              <MemoryRouter initialEntries={[path]}>
                <NavigatorConnection holder={app.navigator} />
                <Routes>
                  <Route element={<Layout />}>
                    <Route path="*" element={<Page />} />
                  </Route>
                </Routes>
                <AppOverlays />
              </MemoryRouter>
            </AdviserModalProvider>
          </PromptProvider>
        </AppActorProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
