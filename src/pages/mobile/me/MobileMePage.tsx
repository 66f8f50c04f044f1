import * as userAccount from '@contract/api/calls/user/account';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { useUnreadNotificationCount } from '@/app/layouts/useUnreadNotificationCount';
import { useAdviserModal } from '@/app/providers/adviserModalContext';
import { useAppActor, useAppSelector } from '@/app/providers/appActorContext';
import { MobileMeView } from './MobileMeView';

/** /m/me (login required): the phone's personal area, filled from the saved profile. */
export default function MobileMePage() {
  const actor = useAppActor();
  const adviser = useAdviserModal();
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  const profile = useApiQuery(userAccount.findUserinfo, {}, { scope: rsNo, enabled: rsNo !== null });
  const unreadCount = useUnreadNotificationCount(rsNo);
  return (
    <MobileMeView
      profile={loadableOf(profile)}
      unreadCount={unreadCount}
      onAdviser={adviser.show}
      onLogout={() => actor.send({ type: 'logout.request' })}
    />
  );
}
