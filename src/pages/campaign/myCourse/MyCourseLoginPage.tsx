import '@/features/campaign/texts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/react';
import { Navigate, useNavigate } from 'react-router';
import * as userCampaign from '@contract/api/calls/user/campaign';
import { api } from '@/app/api';
import { useCampaignLogin, failureOf, usePhoneCodeForm } from '@/flows/campaign';
import { useAppSelector } from '@/app/providers/appActorContext';
import { PhoneCodeForm } from '@/features/campaign/PhoneCodeForm';
import * as styles from '@/features/campaign/campaign.css';
import { deviceId } from '@/lib/deviceId';
import * as page from '@/features/campaign/campaignPage.css';
import { href } from '@contract/addresses/href';
import { usePageShareCard } from '@/flows/share';

/** /myCourse/login: SMS sign-in (SMS_PURPOSE.campaignSignIn) for visitors from a campaign link, then their courses. */
export default function MyCourseLoginPage() {
  const loggedIn = useAppSelector((snapshot) => snapshot.context.user !== null);
  const navigate = useNavigate();
  const { t } = useTranslation();
  usePageShareCard({
    title: t('campaign.shareCards.myCourse.title'),
    desc: t('campaign.shareCards.myCourse.desc'),
    path: href.myCourseLogin(),
  });
  const form = usePhoneCodeForm('campaignSignIn');
  const logIn = useCampaignLogin();
  const submit = useMutation({
    mutationFn: () =>
      api.call(userCampaign.smsLogin, { mobilePhone: form.phone, code: form.code, deviceId: deviceId() }, { handleError: true }),
    onSuccess: (session) => {
      logIn(session);
      navigate(href.myCourseIndex(), { replace: true });
    },
  });
  if (loggedIn && !submit.isSuccess) return <Navigate to={href.myCourseIndex()} replace />;
  return (
    <div className={page.page}>
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>{t('campaign.myCourse.title')}</h1>
      </header>
      <PhoneCodeForm
        {...form.fieldProps}
        title={t('campaign.myCourse.loginTitle')}
        submitLabel={t('campaign.myCourse.loginSubmit')}
        submitting={submit.isPending}
        failure={failureOf(submit.error)}
        onSubmit={() => {
          if (!submit.isPending && form.validate()) submit.mutate();
        }}
      />
    </div>
  );
}
