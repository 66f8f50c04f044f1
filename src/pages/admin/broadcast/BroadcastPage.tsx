import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { beijingInput, type BroadcastFormFields } from '@contract/vocabulary/broadcasts';
import { isMissing } from '@/app/api/loadState';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Link } from '@/components/Link';
import { Tag } from '@/components/Tag';
import { BROADCAST_STATE_TONE, BroadcastForm, type BroadcastPreviewState, consoleStyles, recordGate } from '@/features/console';
import {
  broadcastEditPath,
  CONSOLE_BASE,
  useBroadcastChoices,
  useBroadcastPreview,
  useBroadcastWrite,
  useStaffBroadcast,
  type StaffBroadcast,
  type StaffProfile,
} from '@/flows/console';
import { useTranslation } from '@/i18n/react';

const LIST_PATH = `${CONSOLE_BASE}/broadcasts`;

const EMPTY: BroadcastFormFields = {
  title: '',
  content: '',
  link: 'none',
  linkId: null,
  audience: 'all',
  audienceId: null,
  phones: '',
  when: 'now',
  sendAt: '',
};

function fieldsOf(broadcast: StaffBroadcast): BroadcastFormFields {
  return {
    title: broadcast.title,
    content: broadcast.content,
    link: broadcast.link,
    linkId: broadcast.linkId,
    audience: broadcast.audience,
    audienceId: broadcast.audienceId,
    phones: broadcast.phones,
    when: broadcast.state === 'scheduled' ? 'later' : 'now',
    sendAt: beijingInput(broadcast.sendAt),
  };
}

/** /admin/broadcasts/:broadcastId and …/new: compose, preview and send a broadcast; edit or cancel a scheduled one. */
export function BroadcastPage({ staff }: { staff: StaffProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const param = useParams().broadcastId ?? '';
  const broadcastId = /^\d+$/.test(param) ? Number(param) : null;
  const isNew = param === 'new';
  const readOnly = !staff.permissions.includes('content.write');
  const broadcast = useStaffBroadcast(broadcastId);
  const choices = useBroadcastChoices();
  const preview = useBroadcastPreview();
  const write = useBroadcastWrite();
  const [previewed, setPreviewed] = useState<BroadcastFormFields | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const gate = recordGate({
    unreachable: (!isNew && broadcastId === null) || (isNew && readOnly) || isMissing(broadcast),
    record: broadcastId !== null ? broadcast : undefined,
    needs: [choices],
    notFound: t('admin.broadcasts.form.notFound'),
    backTo: LIST_PATH,
    backLabel: t('admin.broadcasts.form.back'),
  });
  if (gate) return gate;
  const saved = broadcast.data ?? null;

  const previewState: BroadcastPreviewState = preview.isPending
    ? { state: 'loading' }
    : preview.isError
      ? { state: 'error', message: preview.error.message }
      : preview.data && previewed
        ? { state: 'ready', ...preview.data, of: previewed }
        : { state: 'idle' };

  return (
    <>
      <section className={consoleStyles.panel}>
        <p>
          <Link to={LIST_PATH}>← {t('admin.broadcasts.form.back')}</Link>
        </p>
        <BroadcastForm
          key={saved ? `${saved.id}-${saved.version}` : 'new'}
          initial={saved ? fieldsOf(saved) : EMPTY}
          choices={choices.data!}
          saved={saved ? { title: saved.title, editable: saved.state === 'scheduled' } : null}
          readOnly={readOnly}
          saving={write.isPending}
          error={write.error?.message ?? null}
          notice={notice}
          preview={previewState}
          onPreview={(values) => {
            setPreviewed(values);
            preview.mutate(values);
          }}
          onSubmit={(values) => {
            setNotice(null);
            write.mutate(
              { action: 'save', broadcastId: saved?.id ?? null, version: saved?.version ?? null, values },
              {
                onSuccess: (result) => {
                  setNotice(t('admin.broadcasts.form.sent'));
                  if (!saved) void navigate(broadcastEditPath(result.id), { replace: true });
                },
              },
            );
          }}
          onCancel={() => setConfirming(true)}
          head={
            <>
              <h1 className={consoleStyles.pageTitle}>
                {saved ? t('admin.broadcasts.form.editTitle', { id: saved.id }) : t('admin.broadcasts.form.newTitle')}
              </h1>
              {saved ? (
                <Tag tone={BROADCAST_STATE_TONE[saved.state]} data-testid="broadcast-state">
                  {t(`admin.broadcasts.states.${saved.state}`)}
                </Tag>
              ) : null}
            </>
          }
        />
      </section>
      <ConfirmDialog
        open={confirming && saved !== null}
        title={saved ? t('admin.broadcasts.form.confirmCancel.title', { title: saved.title }) : ''}
        message={t('admin.broadcasts.form.confirmCancel.message')}
        showCancel
        confirmLabel={t('admin.broadcasts.form.cancel')}
        cancelLabel={t('admin.broadcasts.form.confirmCancel.keep')}
        confirming={write.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          if (!saved) return;
          setNotice(null);
          write.mutate(
            { action: 'cancel', broadcastId: saved.id, version: saved.version },
            { onSuccess: () => setNotice(t('admin.broadcasts.form.cancelled')), onSettled: () => setConfirming(false) },
          );
        }}
      />
    </>
  );
}
