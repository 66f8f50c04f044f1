import { useState, type FormEvent } from 'react';
import { INBOX_TEXT_MAX, type InboxAction } from '@contract/api/schemas/admin/inbox';
import { Button } from '@/components/Button';
import { Notice } from '@/components/Notice';
import { TextAreaField } from '@/components/TextAreaField';
import { useTranslation } from '@/i18n/react';
import { IdSelectField } from '../IdSelectField';
import type { InboxDetailData } from './inboxDetailData';
import * as styles from './InboxDetail.css';

export interface InboxActionsProps {
  item: InboxDetailData;
  /** Staff the item may be given to. */
  staff: readonly { id: number; name: string }[];
  /** The signed-in staff member, for "take it". */
  selfId: number;
  /** The action on its way, if any. */
  pending: InboxAction['action'] | null;
  /** The server's refusal of the last action (a stale version among them). */
  error: string | null;
  /** What the last action did, once it did. */
  done: string | null;
  /** Sends one action; resolves once it is saved, rejects when it is refused. */
  onAct: (action: InboxAction) => Promise<unknown>;
  onReload: () => void;
}

type TextAction = 'note' | 'reply';

/**
 * What staff who may answer do with an item: give it to someone or take it, note it for colleagues, answer
 * the sender, close or reopen it, and turn a teacher application into a tutor draft. The texts are checked
 * before they are sent; each sends the version on screen.
 */
export function InboxActions({ item, staff, selfId, pending, error, done, onAct, onReload }: InboxActionsProps) {
  const { t } = useTranslation();
  const [assigneeId, setAssigneeId] = useState<number | null>(item.assignee?.id ?? null);
  const [texts, setTexts] = useState<Record<TextAction, string>>({ note: '', reply: '' });
  const [problems, setProblems] = useState<Partial<Record<TextAction, string>>>({});
  const busy = pending !== null;

  const submitText = (action: TextAction) => (event: FormEvent) => {
    event.preventDefault();
    const content = texts[action].trim();
    if (!content) {
      setProblems({ [action]: t(action === 'note' ? 'admin.inbox.actions.noteRequired' : 'admin.inbox.actions.replyRequired') });
      return;
    }
    setProblems({});
    // The text stays in the box until it is saved, so a refused one can be sent again.
    onAct({ action, content }).then(
      () => setTexts((current) => ({ ...current, [action]: '' })),
      () => undefined,
    );
  };

  return (
    <div className={styles.actions}>
      {error ? (
        <Notice
          tone="error"
          message={error}
          action={
            <Button type="button" variant="outline" size="sm" onClick={onReload}>
              {t('admin.inbox.detail.stale')}
            </Button>
          }
        />
      ) : done ? (
        <Notice tone="success" message={done} />
      ) : null}

      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          void onAct({ action: 'assign', assigneeId }).catch(() => undefined);
        }}
      >
        <IdSelectField
          id="inbox-assignee"
          className={styles.grow}
          label={t('admin.inbox.actions.assignTo')}
          value={assigneeId}
          choices={staff}
          onChange={setAssigneeId}
          empty={{ label: t('admin.inbox.actions.nobody'), required: false }}
        />
        <Button type="submit" variant="outline" size="sm" loading={pending === 'assign'} disabled={busy}>
          {t('admin.inbox.actions.assign')}
        </Button>
        {item.assignee?.id !== selfId ? (
          <Button
            type="button"
            size="sm"
            disabled={busy}
            onClick={() => {
              setAssigneeId(selfId);
              void onAct({ action: 'assign', assigneeId: selfId }).catch(() => undefined);
            }}
          >
            {t('admin.inbox.actions.takeIt')}
          </Button>
        ) : null}
      </form>

      <form className={styles.textForm} onSubmit={submitText('reply')} noValidate>
        <TextAreaField
          className={styles.fill}
          label={t('admin.inbox.actions.reply')}
          value={texts.reply}
          onValueChange={(reply) => setTexts((current) => ({ ...current, reply }))}
          maxLength={INBOX_TEXT_MAX}
          rows={4}
          error={problems.reply}
          hint={t(`admin.inbox.detail.replyChannel.${item.replyChannel}`, { phone: item.sender.phone })}
          disabled={item.replyChannel === 'none'}
        />
        <Button type="submit" size="sm" loading={pending === 'reply'} disabled={busy || item.replyChannel === 'none'}>
          {t('admin.inbox.actions.sendReply')}
        </Button>
      </form>

      <form className={styles.textForm} onSubmit={submitText('note')} noValidate>
        <TextAreaField
          className={styles.fill}
          label={t('admin.inbox.actions.note')}
          value={texts.note}
          onValueChange={(note) => setTexts((current) => ({ ...current, note }))}
          maxLength={INBOX_TEXT_MAX}
          rows={3}
          error={problems.note}
          hint={t('admin.inbox.actions.noteHint')}
        />
        <Button type="submit" variant="outline" size="sm" loading={pending === 'note'} disabled={busy}>
          {t('admin.inbox.actions.saveNote')}
        </Button>
      </form>

      <div className={styles.row}>
        <Button
          type="button"
          variant="outline"
          size="sm"
          loading={pending === 'state'}
          disabled={busy}
          onClick={() =>
            void onAct({ action: 'state', state: item.state === 'closed' ? 'open' : 'closed' }).catch(() => undefined)
          }
        >
          {item.state === 'closed' ? t('admin.inbox.actions.reopen') : t('admin.inbox.actions.close')}
        </Button>
        {item.kind === 'teacher' && !item.tutor ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            loading={pending === 'tutorDraft'}
            disabled={busy}
            onClick={() => void onAct({ action: 'tutorDraft' }).catch(() => undefined)}
          >
            {t('admin.inbox.actions.tutorDraft')}
          </Button>
        ) : null}
      </div>
      {item.kind === 'teacher' && !item.tutor ? <p className={styles.hint}>{t('admin.inbox.actions.tutorDraftHint')}</p> : null}
    </div>
  );
}
