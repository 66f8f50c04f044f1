import { useSelector } from '@xstate/react';
import { useFlowActor } from '@/app/runtime/useFlowActor';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n/react';
import { api } from '@/app/api';
import { randomSeed } from '@/flows/account';
import {
  BindPhoneForm,
  SettingsCard,
  validateBindPhone,
  validateNewPhone,
  type BindPhoneState,
  type BindPhoneValues,
} from '@/features/account/SettingsSections';
import { provideBindPhoneMachine, type SettingsEffects } from './settingsMachines';
import { smsCodeProps } from './smsCodeProps';
import { useCaptchaSrc } from './useCaptchaSrc';
import { useFieldErrors } from '@/flows/site';

/** Replace the account's phone (machines/settings/bindPhoneMachine). */
export function BindPhoneSection({ phone, effects }: { phone: string; effects: SettingsEffects }) {
  const { t } = useTranslation();
  const machine = useMemo(() => provideBindPhoneMachine(api, effects), [effects]);
  const actor = useFlowActor('settings.bindPhone', machine, { input: { currentPhone: phone, captchaSeed: randomSeed() } });
  const snapshot = useSelector(actor, (state) => state);
  const { context } = snapshot;
  const currentPhone = context.currentPhone;
  const validate = useMemo(() => (values: BindPhoneValues) => validateBindPhone(values, currentPhone), [currentPhone]);
  const fields = useFieldErrors(validate);
  const captchaSrc = useCaptchaSrc(context.smsSender.captchaId);
  const values: BindPhoneValues = { phone: context.phone, smsCode: context.smsCode, password: context.password };
  const state: BindPhoneState = snapshot.hasTag('done') ? 'done' : snapshot.hasTag('submitting') ? 'submitting' : 'editing';

  const changeValues = (next: BindPhoneValues) => {
    if (next.phone !== values.phone) actor.send({ type: 'user.phoneChanged', value: next.phone });
    if (next.smsCode !== values.smsCode) actor.send({ type: 'user.smsCodeChanged', value: next.smsCode });
    if (next.password !== values.password) actor.send({ type: 'user.passwordChanged', value: next.password });
    fields.edited(next);
  };
  const sendCode = () => {
    const problems = validateNewPhone(values, currentPhone);
    fields.show(problems);
    if (!problems.phone) actor.send({ type: 'user.sendCode' });
  };

  return (
    <SettingsCard title={t('settingsPage.sections.phone')} intro={t('settingsPage.phone.intro')}>
      <BindPhoneForm
        state={state}
        currentPhone={currentPhone}
        values={values}
        onValuesChange={changeValues}
        onSubmit={(submitted) => {
          if (fields.check(submitted)) actor.send({ type: 'user.submit' });
        }}
        errors={fields.errors}
        error={(snapshot.hasTag('serverError') ? context.error : null) ?? context.smsSender.error ?? undefined}
        boundPhone={context.boundPhone}
        onRestart={() => {
          fields.reset();
          actor.send({ type: 'user.restart' });
        }}
        {...smsCodeProps(snapshot, actor.send, captchaSrc, sendCode)}
      />
    </SettingsCard>
  );
}
