import '@/features/campaign/texts';
import { useState } from 'react';
import { Navigate } from 'react-router';
import * as userCampaign from '@contract/api/calls/user/campaign';
import { ApiError } from '@/api/http/errors';
import { CAMPAIGN_MESSAGES } from '@contract/api/schemas/user/campaign';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { useAppSelector } from '@/app/providers/appActorContext';
import { usePageShareCard } from '@/flows/share';
import { useTranslation } from '@/i18n/react';
import { FreeCourseWatchView } from './FreeCourseWatchView';

/** /freeCourse/watch: the claimed trial's lessons one after another; the last one ending brings the offer to buy. */
export default function FreeCourseWatchPage() {
  const { t } = useTranslation();
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  // The trial is the watcher's own: sent on, the card offers the claim page.
  usePageShareCard({
    title: t('campaign.shareCards.trial.title'),
    desc: t('campaign.shareCards.trial.desc'),
    path: '/freeCourse/home',
  });
  if (!rsNo) return <Navigate to="/freeCourse/home" replace />;
  return <TrialWatch key={rsNo} rsNo={rsNo} />;
}

function TrialWatch({ rsNo }: { rsNo: string }) {
  const trial = useApiQuery(userCampaign.freeCourseLessons, {}, { scope: rsNo, retry: false });
  const [current, setCurrent] = useState(0);
  const [ended, setEnded] = useState(false);
  const notClaimed = trial.error instanceof ApiError && trial.error.message === CAMPAIGN_MESSAGES.trialNotClaimed;
  const count = trial.data?.lessons.length ?? 0;
  return (
    <FreeCourseWatchView
      trial={loadableOf(trial)}
      notClaimed={notClaimed}
      current={current}
      ended={ended}
      onLesson={setCurrent}
      onLessonEnded={() => {
        if (current + 1 < count) setCurrent(current + 1);
        else setEnded(true);
      }}
    />
  );
}
