import { useSelector } from '@xstate/react';
import { useFlowActor } from '@/app/runtime/useFlowActor';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n/react';
import { api } from '@/app/api';
import {
  ChangePasswordForm,
  SettingsCard,
  validateChangePassword,
  type ChangePasswordState,
  type ChangePasswordValues,
} from '@/features/account/SettingsSections';
import { provideChangePasswordMachine, type SettingsEffects } from './settingsMachines';
import { useFieldErrors } from '@/flows/site';

/** Change the password with the old one (machines/settings/changePasswordMachine). */
export function PasswordSection({ effects }: { effects: SettingsEffects }) {
  const { t } = useTranslation();
  const machine = useMemo(() => provideChangePasswordMachine(api, effects), [effects]);
  const actor = useFlowActor('settings.password', machine);
  const snapshot = useSelector(actor, (state) => state);
  const { context } = snapshot;
  const fields = useFieldErrors(validateChangePassword);
  const values: ChangePasswordValues = {
    oldPassword: context.oldPassword,
    newPassword: context.newPassword,
    confirmPassword: context.confirmPassword,
  };
  const state: ChangePasswordState = snapshot.hasTag('done') ? 'done' : snapshot.hasTag('submitting') ? 'submitting' : 'editing';

  const changeValues = (next: ChangePasswordValues) => {
    if (next.oldPassword !== values.oldPassword) actor.send({ type: 'user.oldPasswordChanged', value: next.oldPassword });
    if (next.newPassword !== values.newPassword) actor.send({ type: 'user.newPasswordChanged', value: next.newPassword });
    if (next.confirmPassword !== values.confirmPassword) {
      actor.send({ type: 'user.confirmPasswordChanged', value: next.confirmPassword });
    }
    fields.edited(next);
  };

  return (
    <SettingsCard title={t('settingsPage.sections.password')} intro={t('settingsPage.password.intro')}>
      <ChangePasswordForm
        state={state}
        values={values}
        onValuesChange={changeValues}
        onSubmit={(submitted) => {
          if (fields.check(submitted)) actor.send({ type: 'user.submit' });
        }}
        errors={fields.errors}
        error={snapshot.hasTag('serverError') ? context.error : undefined}
        onRestart={() => {
          fields.reset();
          actor.send({ type: 'user.restart' });
        }}
      />
    </SettingsCard>
  );
}
