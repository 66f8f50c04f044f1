import { useSelector } from '@xstate/react';
import { useFlowActor } from '@/app/runtime/useFlowActor';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n/react';
import { fromPromise } from 'xstate';
import * as userSms from '@contract/api/calls/user/sms';
import * as webGift from '@contract/api/calls/web/gift';
import * as webCampaignTexts from '@contract/api/calls/web/campaignTexts';
import { giftOpenAt } from '@contract/vocabulary/giftOffer';
import { ApiError } from '@/api/http/errors';
import { api } from '@/app/api';
import { loadableOf, useApiQuery } from '@/app/api/queries';
import { captchaImageSrc, randomSeed } from '@/flows/account';
import { useAppSelector } from '@/app/providers/appActorContext';
import { useToast } from '@/components/Toast';
import { i18n } from '@/i18n';
import { giftClaimMachine, type ClaimGiftInput, type GiftClaimAnswer, type SendGiftCodeInput } from '@machines/gift';
import { SMS_PURPOSE } from '@contract/vocabulary/sms';
import { MobileGiftView } from './MobileGiftView';
import '@/features/account/texts';
import '@/features/mobile/giftTexts';

const handled = { handleError: true } as const;

/**
 * /m/gift: claims the gift pack. The flow (captcha with the SMS send, the resend countdown, the claim,
 * the server's refusals) is the gift statechart in machines/gift; this page gives it its calls and draws it.
 */
export default function MobileGiftPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const loggedIn = useAppSelector((snapshot) => snapshot.context.user !== null);
  const texts = useApiQuery(webCampaignTexts.campaignTexts, {});
  const offer = loadableOf(texts);

  const machine = useMemo(() => {
    // The server's refusal as it said it; anything else (no answer) as the generic load error.
    const refusal = (error: unknown) =>
      new Error(error instanceof ApiError ? error.message : i18n.t('components.loadError.title'));
    return giftClaimMachine.provide({
      actors: {
        sendCode: fromPromise<void, SendGiftCodeInput>(async ({ input }) => {
          try {
            const signs = await api.call(userSms.getSmsSigns, { mobilePhone: input.mobilePhone }, handled);
            await api.call(
              userSms.sendSms,
              { mobilePhone: input.mobilePhone, smsType: SMS_PURPOSE.giftClaim, ...signs, captcha: input.captcha, c: input.c },
              handled,
            );
          } catch (error) {
            throw refusal(error);
          }
        }),
        claimGift: fromPromise<GiftClaimAnswer, ClaimGiftInput>(async ({ input }) => {
          try {
            return await api.call(webGift.claimGift, { mobilePhone: input.mobilePhone, code: input.code }, handled);
          } catch (error) {
            throw refusal(error);
          }
        }),
      },
      actions: {
        toastSent: () => void toast.show({ message: i18n.t('mobile.gift.sent'), tone: 'success' }),
      },
    });
  }, [toast]);
  const actor = useFlowActor('gift', machine, { input: { captchaSeed: randomSeed() } });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const sending = useSelector(actor, (snapshot) => snapshot.hasTag('sending'));
  const claiming = useSelector(actor, (snapshot) => snapshot.hasTag('claiming'));

  return (
    <MobileGiftView
      offer={
        offer.status === 'ready'
          ? { status: 'ready', data: { ...offer.data.gift, open: giftOpenAt(offer.data.gift, new Date()) } }
          : offer
      }
      values={context.values}
      onValuesChange={(values) => actor.send({ type: 'user.changed', values })}
      problems={Object.fromEntries(Object.entries(context.problems).map(([field, key]) => [field, t(key)]))}
      captchaSrc={captchaImageSrc(context.captchaId)}
      onRefreshCaptcha={() => actor.send({ type: 'user.refreshCaptcha' })}
      secondsLeft={context.secondsLeft}
      sending={sending}
      onSendCode={() => actor.send({ type: 'user.sendCode' })}
      claiming={claiming}
      onClaim={() => actor.send({ type: 'user.claim' })}
      serverError={context.serverError}
      claimedFor={context.claimedFor}
      loggedIn={loggedIn}
    />
  );
}
