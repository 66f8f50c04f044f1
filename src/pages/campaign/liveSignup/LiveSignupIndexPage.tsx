import '@/features/campaign/texts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import * as userCampaign from '@contract/api/calls/user/campaign';
import { CAMPAIGN_MESSAGES } from '@contract/api/schemas/user/campaign';
import { ApiError } from '@/api/http/errors';
import { api } from '@/app/api';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { useNow } from '@/flows/commerce';
import { useAppSelector } from '@/app/providers/appActorContext';
import { useToast } from '@/components/Toast';
import type { LiveClassData } from '@/features/campaign/LiveClassCard';
import { LiveSignupIndexView } from './LiveSignupIndexView';
import { useLiveChannel, useLiveShareCard } from './useLiveChannel';

/** The live class of a channel: sign up (after an SMS sign-in when needed), then on to paying. */
export default function LiveSignupIndexPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { channel, loginPath, paymentPath } = useLiveChannel();
  useLiveShareCard();
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  const list = useApiQuery(userCampaign.liveClasses, { channel }, { scope: rsNo });
  const now = useNow(list.isSuccess);
  const signUp = useMutation({
    mutationFn: (live: LiveClassData) =>
      api.call(userCampaign.liveSignUp, { liveClassId: live.id, channel }, { handleError: true }),
    onSuccess: (_, live) => navigate(paymentPath(live.id)),
    onError: (error, live) => {
      // Signed up before (another tab, another channel): paying is what is left to do.
      if (error instanceof ApiError && error.message === CAMPAIGN_MESSAGES.alreadySigned) navigate(paymentPath(live.id));
      else if (error instanceof ApiError) toast.show({ message: error.message, tone: 'warning' });
    },
  });

  return (
    <LiveSignupIndexView
      channel={channel}
      list={loadableOf(list)}
      now={now}
      busyId={signUp.isPending ? (signUp.variables?.id ?? null) : null}
      onSignUp={(live) => {
        if (!rsNo) navigate(loginPath(live.id));
        else if (live.signedUp) navigate(paymentPath(live.id));
        else if (!signUp.isPending) signUp.mutate(live);
      }}
    />
  );
}
