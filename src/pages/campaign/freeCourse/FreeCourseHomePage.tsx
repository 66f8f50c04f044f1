import '@/features/campaign/texts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useNavigate } from 'react-router';
import * as userCampaign from '@contract/api/calls/user/campaign';
import { api } from '@/app/api';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { useCampaignLogin, failureOf, usePhoneCodeForm } from '@/flows/campaign';
import { usePageShareCard } from '@/flows/share';
import { deviceId } from '@/lib/deviceId';
import { FreeCourseHomeView } from './FreeCourseHomeView';

/** /freeCourse/home: choose a free course, claim it with phone + SMS code (once per phone), then watch. */
export default function FreeCourseHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const offers = useApiQuery(userCampaign.freeCourseOffers, {});
  usePageShareCard({
    title: t('campaign.shareCards.trial.title'),
    desc: t('campaign.shareCards.trial.desc'),
    path: '/freeCourse/home',
  });
  const [selected, setSelected] = useState<number | null>(null);
  const [selectError, setSelectError] = useState<string | null>(null);
  const form = usePhoneCodeForm('campaignSignIn');
  const logIn = useCampaignLogin();
  const claim = useMutation({
    mutationFn: (courseId: number) =>
      api.call(
        userCampaign.claimFreeCourse,
        { mobilePhone: form.phone, code: form.code, courseId, deviceId: deviceId() },
        { handleError: true },
      ),
    onSuccess: (session) => {
      logIn(session);
      navigate('/freeCourse/watch');
    },
  });

  return (
    <FreeCourseHomeView
      offers={loadableOf(offers)}
      selected={selected}
      selectError={selectError}
      onSelect={(courseId) => {
        setSelected(courseId);
        setSelectError(null);
      }}
      form={{
        ...form.fieldProps,
        submitting: claim.isPending,
        failure: failureOf(claim.error),
        onSubmit: () => {
          const valid = form.validate();
          if (selected === null) return setSelectError(t('campaign.trial.chooseFirst'));
          if (valid && !claim.isPending) claim.mutate(selected);
        },
      }}
    />
  );
}
