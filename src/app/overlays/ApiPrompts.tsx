import { useEffect } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Notice } from '@/components/Notice';
import { useOverlayTurn } from '@/app/providers/overlayQueueContext';
import { usePromptStore, usePrompts } from '@/app/providers/promptContext';
import type { AppPrompt } from '@/app/runtime/promptStore';
import * as styles from './overlays.css';

/** Transport notices leave by themselves after this long; they explain, they do not ask anything. */
export const NOTICE_DURATION_MS = 4500;

function TimedNotice({ prompt, dismiss }: { prompt: AppPrompt; dismiss: (id: number) => void }) {
  const { id } = prompt;
  useEffect(() => {
    const timer = setTimeout(() => dismiss(id), NOTICE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [dismiss, id]);
  return (
    <Notice className={styles.notice} tone="error" title={prompt.title} message={prompt.message} onClose={() => dismiss(id)} />
  );
}

/**
 * What the HTTP client reports: the server's status-0 message as a warning acknowledged with OK (one at
 * a time, in order), transport failures as 'system prompt' notices in the corner.
 */
export function ApiPrompts() {
  const store = usePromptStore();
  const prompts = usePrompts();
  const warning = prompts.find((prompt) => prompt.kind === 'warning');
  const notices = prompts.filter((prompt) => prompt.kind === 'notice');
  // The server's warnings are session-level notices of the app's dialog queue; the corner notices are no dialogs.
  const open = useOverlayTurn(`warning-${warning?.id ?? ''}`, 'notice', warning !== undefined);
  return (
    <>
      <ConfirmDialog
        open={open}
        tone="warning"
        showCancel={false}
        message={warning?.message ?? ''}
        onConfirm={() => {
          if (warning) store.dismiss(warning.id);
        }}
      />
      {notices.length > 0 && (
        <div className={styles.noticeStack}>
          {notices.map((prompt) => (
            <TimedNotice key={prompt.id} prompt={prompt} dismiss={store.dismiss} />
          ))}
        </div>
      )}
    </>
  );
}
