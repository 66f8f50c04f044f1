import '@/features/campaign/texts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/react';
import { useNavigate } from 'react-router';
import * as userCampaign from '@contract/api/calls/user/campaign';
import { api } from '@/app/api';
import { failureOf, usePhoneCodeForm } from '@/flows/campaign';
import { PhoneCodeForm } from '@/features/campaign/PhoneCodeForm';
import { useBindSession } from './bindSession';
import { ParentCodeShell, WithBindingTexts } from './ParentCodeShell';

/** /parentCode/bindPhoneCode: the student's phone and a code sent to it (SMS_PURPOSE.parentConsent) prove the student agrees. */
export default function BindPhoneCodePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [, saveSession] = useBindSession();
  const form = usePhoneCodeForm('parentConsent');
  const verify = useMutation({
    mutationFn: () => api.call(userCampaign.verifyStudent, { mobilePhone: form.phone, code: form.code }, { handleError: true }),
    onSuccess: (state) => {
      saveSession({ ticket: state.ticket, parentPhone: '' });
      navigate(state.full ? '/parentCode/bindCodeFull' : '/parentCode/bindParentCode');
    },
  });
  return (
    <WithBindingTexts>
      {(texts) => (
        <ParentCodeShell title={t('campaign.parent.studentTitle')} hint={texts.verifyIntro}>
          <PhoneCodeForm
            {...form.fieldProps}
            title={t('campaign.parent.studentTitle')}
            phoneLabel={t('campaign.parent.studentPhone')}
            hint={texts.consentNote}
            submitLabel={t('campaign.parent.next')}
            submitting={verify.isPending}
            failure={failureOf(verify.error)}
            onSubmit={() => {
              if (!verify.isPending && form.validate()) verify.mutate();
            }}
          />
        </ParentCodeShell>
      )}
    </WithBindingTexts>
  );
}
