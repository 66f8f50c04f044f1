import { useSelector } from '@xstate/react';
import { useFlowActor } from '@/app/runtime/useFlowActor';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n/react';
import { api } from '@/app/api';
import { randomSeed } from '@/flows/account';
import {
  ResetPasswordForm,
  SettingsCard,
  validateResetPassword,
  type ResetPasswordState,
  type ResetPasswordValues,
} from '@/features/account/SettingsSections';
import { provideResetPasswordMachine, type SettingsEffects } from './settingsMachines';
import { smsCodeProps } from './smsCodeProps';
import { useCaptchaSrc } from './useCaptchaSrc';
import { useFieldErrors } from '@/flows/site';

/** A new password by an SMS code to the account's phone (machines/settings/resetPasswordMachine). */
export function ResetPasswordSection({
  phone,
  effects,
  onLogin,
}: {
  phone: string;
  effects: SettingsEffects;
  onLogin: () => void;
}) {
  const { t } = useTranslation();
  const machine = useMemo(() => provideResetPasswordMachine(api, effects), [effects]);
  const actor = useFlowActor('settings.resetPassword', machine, { input: { phone, captchaSeed: randomSeed() } });
  const snapshot = useSelector(actor, (state) => state);
  const { context } = snapshot;
  const fields = useFieldErrors(validateResetPassword);
  const captchaSrc = useCaptchaSrc(context.smsSender.captchaId);
  const values: ResetPasswordValues = {
    smsCode: context.smsCode,
    password: context.password,
    confirmPassword: context.confirmPassword,
  };
  const state: ResetPasswordState = snapshot.hasTag('done') ? 'done' : snapshot.hasTag('submitting') ? 'submitting' : 'editing';

  const changeValues = (next: ResetPasswordValues) => {
    if (next.smsCode !== values.smsCode) actor.send({ type: 'user.smsCodeChanged', value: next.smsCode });
    if (next.password !== values.password) actor.send({ type: 'user.passwordChanged', value: next.password });
    if (next.confirmPassword !== values.confirmPassword) {
      actor.send({ type: 'user.confirmPasswordChanged', value: next.confirmPassword });
    }
    fields.edited(next);
  };

  return (
    <SettingsCard title={t('settingsPage.sections.reset')} intro={t('settingsPage.reset.intro')}>
      <ResetPasswordForm
        state={state}
        phone={phone}
        values={values}
        onValuesChange={changeValues}
        onSubmit={(submitted) => {
          if (fields.check(submitted)) actor.send({ type: 'user.submit' });
        }}
        errors={fields.errors}
        error={(snapshot.hasTag('serverError') ? context.error : null) ?? context.smsSender.error ?? undefined}
        onLogin={onLogin}
        {...smsCodeProps(snapshot, actor.send, captchaSrc, () => actor.send({ type: 'user.sendCode' }))}
      />
    </SettingsCard>
  );
}
