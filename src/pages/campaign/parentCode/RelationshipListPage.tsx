import '@/features/campaign/texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import * as userCampaign from '@contract/api/calls/user/campaign';
import { ApiError } from '@/api/http/errors';
import { CAMPAIGN_MESSAGES } from '@contract/api/schemas/user/campaign';
import { api } from '@/app/api';
import { callKey, loadableOf, useApiQuery } from '@/app/api/queries';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Link } from '@/components/Link';
import { LoadableContent } from '@/components/Loadable';
import { Skeleton } from '@/components/Skeleton';
import * as styles from '@/features/campaign/campaign.css';
import { type BoundParent, ParentList } from '@/features/campaign/ParentList';
import { useBindSession } from './bindSession';
import { BindExpired, ParentCodeShell } from './ParentCodeShell';

/** /parentCode/relationshipList: the parents bound to the student, each of whom can be unbound. */
export default function RelationshipListPage() {
  const [session] = useBindSession();
  if (!session) return <BindExpired />;
  return <BoundParents ticket={session.ticket} />;
}

function BoundParents({ ticket }: { ticket: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useApiQuery(userCampaign.parentList, { ticket }, { retry: false, refetchOnMount: 'always' });
  const [asking, setAsking] = useState<BoundParent | null>(null);
  const unbind = useMutation({
    mutationFn: (parent: BoundParent) =>
      api.call(userCampaign.unbindParent, { ticket, bindingId: parent.id }, { handleError: true }),
    onSuccess: (state) => {
      queryClient.setQueryData(callKey(userCampaign.parentList, { ticket }), state);
      setAsking(null);
    },
  });
  if (list.error instanceof ApiError && list.error.message === CAMPAIGN_MESSAGES.bindTicket) return <BindExpired />;
  return (
    <ParentCodeShell title={t('campaign.parent.listTitle')}>
      <LoadableContent value={loadableOf(list)} skeleton={<Skeleton height="12rem" />}>
        {(data) => (
          <div className={styles.stack}>
            <p className={styles.text}>
              {t('campaign.parent.listHint', { name: data.studentName, phone: data.studentPhone, limit: data.limit })}
            </p>
            <ParentList parents={data.parents} unbinding={unbind.isPending ? (asking?.id ?? null) : null} onUnbind={setAsking} />
            {!data.full && (
              <Link to="/parentCode/bindParentCode" className={styles.linkButton}>
                {t('campaign.parent.addMore')}
              </Link>
            )}
          </div>
        )}
      </LoadableContent>
      <ConfirmDialog
        open={asking !== null}
        tone="warning"
        title={t('campaign.parent.unbind')}
        message={t('campaign.parent.unbindConfirm', { phone: asking?.parentPhone ?? '' })}
        confirming={unbind.isPending}
        onConfirm={() => asking && unbind.mutate(asking)}
        onCancel={() => setAsking(null)}
      />
    </ParentCodeShell>
  );
}
