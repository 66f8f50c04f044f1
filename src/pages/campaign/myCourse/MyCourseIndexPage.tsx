import '@/features/campaign/texts';
import { Navigate } from 'react-router';
import * as userOrders from '@contract/api/calls/user/orders';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { useAppSelector } from '@/app/providers/appActorContext';
import { MyCourseIndexView } from './MyCourseIndexView';
import { href } from '@contract/addresses/href';

/** /myCourse/index: signed-in users see their courses; others sign in first. */
export default function MyCourseIndexPage() {
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  const courses = useApiQuery(userOrders.findMyCourse, { size: 50 }, { scope: rsNo, enabled: rsNo !== null });
  if (!rsNo) return <Navigate to={href.myCourseLogin()} replace />;
  return <MyCourseIndexView courses={loadableOf(courses)} />;
}
