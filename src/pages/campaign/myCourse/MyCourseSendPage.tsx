import '@/features/campaign/texts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Navigate, useSearchParams } from 'react-router';
import * as userCampaign from '@contract/api/calls/user/campaign';
import { api } from '@/app/api';
import { failureOf } from '@/flows/campaign';
import { useAppSelector } from '@/app/providers/appActorContext';
import { Button } from '@/components/Button';
import { Link } from '@/components/Link';
import { Notice } from '@/components/Notice';
import { TextField } from '@/components/TextField';
import * as styles from '@/features/campaign/campaign.css';
import { positiveIntParam } from '@/lib/url';
import * as page from '@/features/campaign/campaignPage.css';
import { href } from '@contract/addresses/href';

/** /myCourse/send?courseId=: sends an owned course to a parent's phone. */
export default function MyCourseSendPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const courseId = positiveIntParam(params.get('courseId'));
  const rsNo = useAppSelector((snapshot) => snapshot.context.user?.rsNo ?? null);
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () =>
      api.call(userCampaign.sendCourseToParent, { courseId: courseId ?? 0, parentPhone: phone }, { handleError: true }),
  });
  if (!rsNo) return <Navigate to={href.myCourseLogin()} replace />;
  if (courseId === null) return <Navigate to={href.myCourseIndex()} replace />;
  return (
    <div className={page.page}>
      <form
        className={styles.card}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!/^1\d{10}$/.test(phone)) return setError(t('campaign.form.phoneInvalid'));
          if (!send.isPending) send.mutate();
        }}
      >
        <h1 className={styles.title}>{t('campaign.myCourse.sendTitle')}</h1>
        <p className={styles.text}>{t('campaign.myCourse.sendHint')}</p>
        <TextField
          label={t('campaign.myCourse.parentPhone')}
          placeholder={t('campaign.form.phonePlaceholder')}
          size="lg"
          inputMode="numeric"
          maxLength={11}
          value={phone}
          onValueChange={(value) => {
            setPhone(value.replace(/\D/g, ''));
            setError(null);
          }}
          error={error ?? undefined}
          required
        />
        {send.isSuccess && <Notice tone="success" message={t('campaign.myCourse.sent', { phone: send.data.sentTo })} />}
        {send.error && <Notice tone="error" message={failureOf(send.error) ?? ''} />}
        <Button type="submit" size="lg" block loading={send.isPending} disabled={send.isPending}>
          {t('campaign.myCourse.sendSubmit')}
        </Button>
        <Link to={href.myCourseIndex()} className={styles.secondaryLink}>
          {t('campaign.myCourse.title')}
        </Link>
      </form>
    </div>
  );
}
