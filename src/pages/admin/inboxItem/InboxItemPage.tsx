import { useState } from 'react';
import { useParams } from 'react-router';
import type { InboxAction } from '@contract/api/schemas/admin/inbox';
import { readInboxKind } from '@contract/vocabulary/serviceInbox';
import { isMissing } from '@/app/api/loadState';
import { Link } from '@/components/Link';
import { Notice } from '@/components/Notice';
import { consoleStyles, InboxActions, InboxDetail, recordGate } from '@/features/console';
import {
  CONSOLE_PAGES,
  tutorEditPath,
  useInboxItem,
  useInboxStaff,
  useInboxWrite,
  useReloadInboxItem,
  type StaffProfile,
} from '@/flows/console';
import { useTranslation } from '@/i18n/react';

const inboxPath = CONSOLE_PAGES.find((page) => page.id === 'inbox')!.path;

/** /admin/inbox/:kind/:id: one item, its sender and history; its actions for roles with service.write. */
export function InboxItemPage({ staff }: { staff: StaffProfile }) {
  const { t } = useTranslation();
  const params = useParams();
  const kind = readInboxKind(params.kind);
  const id = /^[1-9]\d{0,8}$/.test(params.id ?? '') ? Number(params.id) : null;
  const key = kind && id ? { kind, id } : null;
  const item = useInboxItem(key);
  const canWrite = staff.permissions.includes('service.write');
  const choices = useInboxStaff();
  const write = useInboxWrite();
  const reload = useReloadInboxItem();
  const [done, setDone] = useState<string | null>(null);

  const gate = recordGate({
    unreachable: key === null || isMissing(item),
    record: item,
    needs: canWrite ? [choices] : [],
    notFound: t('admin.inbox.detail.notFound'),
    backTo: inboxPath,
    backLabel: t('admin.inbox.detail.back'),
  });
  if (gate || !item.data) return gate;
  const current = item.data;

  const act = async (action: InboxAction) => {
    setDone(null);
    await write.mutateAsync({ item: current, write: action });
    setDone(t(`admin.inbox.actions.done.${action.action}`));
  };

  return (
    <section className={consoleStyles.panel}>
      <p>
        <Link to={inboxPath}>← {t('admin.inbox.detail.back')}</Link>
      </p>
      <InboxDetail
        item={current}
        tutorPath={tutorEditPath}
        actions={
          canWrite ? (
            <InboxActions
              key={`${current.kind}-${current.id}`}
              item={current}
              staff={choices.data?.list ?? []}
              selfId={staff.id}
              pending={write.isPending ? write.variables.write.action : null}
              error={write.error?.message ?? null}
              done={done}
              onAct={act}
              onReload={() => {
                write.reset();
                setDone(null);
                void reload(current.kind, current.id);
              }}
            />
          ) : (
            <Notice tone="info" message={t('admin.inbox.detail.readOnly')} />
          )
        }
      />
    </section>
  );
}
