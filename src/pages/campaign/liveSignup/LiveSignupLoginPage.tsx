import '@/features/campaign/texts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/react';
import { useNavigate } from 'react-router';
import * as userCampaign from '@contract/api/calls/user/campaign';
import { CAMPAIGN_MESSAGES } from '@contract/api/schemas/user/campaign';
import { ApiError } from '@/api/http/errors';
import { api } from '@/app/api';
import { useCampaignLogin, failureOf, usePhoneCodeForm } from '@/flows/campaign';
import { deviceId } from '@/lib/deviceId';
import { PhoneCodeForm } from '@/features/campaign/PhoneCodeForm';
import * as styles from '@/features/campaign/campaign.css';
import * as page from '@/features/campaign/campaignPage.css';
import { useLiveChannel, useLiveShareCard } from './useLiveChannel';

/**
 * /liveSignup<Channel>/payment-login: phone + SMS code (SMS_PURPOSE.campaignSignIn) signs in, opening an account for a new
 * phone; then the sign-up for the session asked for is made and the buyer goes on to pay.
 */
export default function LiveSignupLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { channel, liveClassId, paymentPath, indexPath } = useLiveChannel();
  useLiveShareCard();
  const form = usePhoneCodeForm('campaignSignIn');
  const logIn = useCampaignLogin();
  const submit = useMutation({
    mutationFn: async () => {
      const session = await api.call(
        userCampaign.smsLogin,
        { mobilePhone: form.phone, code: form.code, deviceId: deviceId() },
        { handleError: true },
      );
      logIn(session);
      if (liveClassId === null) return null;
      try {
        await api.call(userCampaign.liveSignUp, { liveClassId, channel }, { handleError: true });
      } catch (error) {
        if (!(error instanceof ApiError && error.message === CAMPAIGN_MESSAGES.alreadySigned)) throw error;
      }
      return liveClassId;
    },
    onSuccess: (id) => navigate(id === null ? indexPath : paymentPath(id), { replace: true }),
  });

  return (
    <div className={page.page} data-channel={channel}>
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>{t('campaign.live.heading')}</h1>
        <p className={styles.heroText}>{t('campaign.live.from', { channel: t(`campaign.channels.${channel}`) })}</p>
      </header>
      <PhoneCodeForm
        {...form.fieldProps}
        title={t('campaign.live.loginTitle')}
        hint={t('campaign.live.loginHint')}
        submitLabel={t('campaign.live.loginSubmit')}
        submitting={submit.isPending}
        failure={failureOf(submit.error)}
        onSubmit={() => {
          if (!submit.isPending && form.validate()) submit.mutate();
        }}
      />
    </div>
  );
}
