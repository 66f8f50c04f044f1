import { useSelector } from '@xstate/react';
import { useFlowActor } from '@/app/runtime/useFlowActor';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { CountdownButton } from '@/components/CountdownButton';
import { randomSeed } from '@/flows/account';
import { type EVALUATION_SMS, provideEvaluationSms } from './evaluationMachines';
import { useToast } from '@/components/Toast';
import { isPhone } from '@machines/evaluation';

/** The "get code" button with its 60 s countdown, sending the evaluation area's SMS codes. */
export function SmsCodeButton({
  phone,
  smsType,
  onInvalidPhone,
}: {
  phone: string;
  smsType: (typeof EVALUATION_SMS)[keyof typeof EVALUATION_SMS];
  onInvalidPhone: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [machine] = useState(() => provideEvaluationSms((message, tone) => toast.show({ message, tone }), t('account.sms.sent')));
  const sender = useFlowActor('evaluation.sms', machine, { input: { smsType, captchaSeed: randomSeed() } });
  const view = useSelector(sender, (snapshot) => ({
    secondsLeft: snapshot.hasTag('counting') ? snapshot.context.secondsLeft : null,
    sending: snapshot.hasTag('sending'),
  }));
  return (
    <CountdownButton
      type="button"
      variant="outline"
      secondsLeft={view.secondsLeft}
      loading={view.sending}
      idleLabel={t('evaluation.signIn.sendCode')}
      onClick={() => (isPhone(phone) ? sender.send({ type: 'user.sendCode', mobilePhone: phone }) : onInvalidPhone())}
    />
  );
}
