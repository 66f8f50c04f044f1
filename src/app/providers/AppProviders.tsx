import { useEffect, type ReactNode } from 'react';
import { I18nProvider } from '@/i18n/react';
import type { I18n } from '@/i18n';
import { ToastProvider, useToast } from '@/components/Toast';
import { i18n as defaultI18n } from '@/i18n';
import type { AppActor } from '@/app/runtime/createAppActor';
import type { PromptStore } from '@/app/runtime/promptStore';
import type { ToastSink } from '@/app/runtime/toastSink';
import { AdviserModalProvider } from './adviserModalContext';
import { AppActorProvider } from './appActorContext';
import { OverlayQueueProvider } from './overlayQueueContext';
import { PromptProvider } from './promptContext';

/** Hands the mounted toast provider to code outside React. */
function ToastSinkConnection({ sink }: { sink: ToastSink }) {
  const toast = useToast();
  useEffect(() => sink.attach(toast), [sink, toast]);
  return null;
}

export interface AppProvidersProps {
  actor: AppActor;
  prompts: PromptStore;
  toasts: ToastSink;
  i18n?: I18n;
  children?: ReactNode;
}

/**
 * What the frame and every page use: translations, toasts, the app state, its prompts and the one queue of its
 * dialogs (the query cache comes with the layouts).
 */
export function AppProviders({ actor, prompts, toasts, i18n = defaultI18n, children }: AppProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <ToastProvider>
        <ToastSinkConnection sink={toasts} />
        <AppActorProvider actor={actor}>
          <PromptProvider store={prompts}>
            <OverlayQueueProvider>
              <AdviserModalProvider>{children}</AdviserModalProvider>
            </OverlayQueueProvider>
          </PromptProvider>
        </AppActorProvider>
      </ToastProvider>
    </I18nProvider>
  );
}
