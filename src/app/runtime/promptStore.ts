/**
 * Prompts raised by the HTTP client: warnings the user acknowledges with OK (status 0 answers) and
 * notices that appear in a corner and leave by themselves (transport failures). React reads the store
 * with `useSyncExternalStore`.
 */
export type AppPromptKind = 'warning' | 'notice';

export interface AppPrompt {
  id: number;
  kind: AppPromptKind;
  /** Notices carry a title ('system prompt'); warnings use the dialog's default title. */
  title?: string;
  message: string;
}

export interface PromptStore {
  warn(message: string): void;
  notice(title: string, message: string): void;
  dismiss(id: number): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly AppPrompt[];
}

export function createPromptStore(): PromptStore {
  let prompts: readonly AppPrompt[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const publish = (next: readonly AppPrompt[]) => {
    prompts = next;
    for (const listener of listeners) listener();
  };
  // Parallel calls often fail for one reason; the same text twice on screen adds nothing.
  const add = (kind: AppPromptKind, message: string, title?: string) => {
    if (prompts.some((prompt) => prompt.kind === kind && prompt.message === message)) return;
    publish([...prompts, { id: nextId++, kind, message, ...(title ? { title } : {}) }]);
  };
  return {
    warn: (message) => add('warning', message),
    notice: (title, message) => add('notice', message, title),
    dismiss: (id) => publish(prompts.filter((prompt) => prompt.id !== id)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => prompts,
  };
}
