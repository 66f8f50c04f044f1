import '@/features/campaign/texts';
import { useTranslation } from '@/i18n/react';
import { Navigate } from 'react-router';
import * as userOrders from '@contract/api/calls/user/orders';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { useAppSelector } from '@/app/providers/appActorContext';
import { MyCourseIndexView } from './MyCourseIndexView';
import { href } from '@contract/addresses/href';
import { usePageShareCard } from '@/flows/share';

/** /myCourse/index: signed-in users see their courses; others sign in first. */
export default function MyCourseIndexPage() {
  const { t } = useTranslation();
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  // The courses are the viewer's own: sent on, the card opens the sign-in, where the receiver sees theirs.
  usePageShareCard({
    title: t('campaign.shareCards.myCourse.title'),
    desc: t('campaign.shareCards.myCourse.desc'),
    path: href.myCourseLogin(),
  });
  const courses = useApiQuery(userOrders.findMyCourse, { size: 50 }, { scope: rsNo, enabled: rsNo !== null });
  if (!rsNo) return <Navigate to={href.myCourseLogin()} replace />;
  return <MyCourseIndexView courses={loadableOf(courses)} />;
}
