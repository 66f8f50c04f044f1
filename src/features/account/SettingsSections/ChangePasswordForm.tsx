import { forwardRef, type FormHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/Button';
import { useErrorText } from '@/components/FormField';
import { PasswordField } from '@/components/PasswordField';
import { NewPasswordFields } from '@/features/account/RegisterForm';
import { settingsPasswordTexts } from './passwordTexts';
import { SettingsDone } from './SettingsDone';
import { SettingsForm } from './SettingsForm';
import { hasFieldErrors, type ChangePasswordField, type ChangePasswordValues, type FieldErrors } from './settingsRules';

export const changePasswordStates = ['editing', 'submitting', 'done'] as const;
export type ChangePasswordState = (typeof changePasswordStates)[number];

export interface ChangePasswordFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onChange'> {
  state: ChangePasswordState;
  values: ChangePasswordValues;
  /** Receives the whole form with the field's input rules already applied. */
  onValuesChange: (values: ChangePasswordValues) => void;
  /** The caller validates (validateChangePassword) and answers with `errors` or sends the form. */
  onSubmit: (values: ChangePasswordValues) => void;
  errors?: FieldErrors<ChangePasswordField>;
  /** Why the server refused (e.g. a wrong old password), shown above the button. */
  error?: ReactNode;
  /** After a change: back to an empty form. */
  onRestart: () => void;
}

/** Old password, new password typed twice; then the confirmation that it changed. */
export const ChangePasswordForm = forwardRef<HTMLFormElement, ChangePasswordFormProps>(function ChangePasswordForm(
  { state, values, onValuesChange, onSubmit, errors = {}, error, onRestart, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const message = useErrorText(errors);
  if (state === 'done') {
    return (
      <SettingsDone
        title={t('settingsPage.password.doneTitle')}
        message={t('settingsPage.password.doneMessage')}
        action={
          <Button variant="outline" onClick={onRestart}>
            {t('settingsPage.password.again')}
          </Button>
        }
      />
    );
  }
  const submitting = state === 'submitting';
  const change = (patch: Partial<ChangePasswordValues>) => onValuesChange({ ...values, ...patch });

  return (
    <SettingsForm
      ref={ref}
      label={t('settingsPage.sections.password')}
      busy={submitting}
      invalid={hasFieldErrors(errors)}
      onSubmit={() => onSubmit(values)}
      error={error}
      submitLabel={t('settingsPage.password.submit')}
      {...rest}
    >
      <PasswordField
        label={t('settingsPage.password.oldLabel')}
        placeholder={t('settingsPage.password.oldPlaceholder')}
        size="lg"
        name="oldPassword"
        autoComplete="current-password"
        value={values.oldPassword}
        onValueChange={(oldPassword) => change({ oldPassword })}
        error={message('oldPassword')}
        disabled={submitting}
      />
      <NewPasswordFields
        field="newPassword"
        values={values}
        onChange={change}
        errorOf={message}
        texts={settingsPasswordTexts(t, t('settingsPage.password.newLabel'), t('settingsPage.password.confirmLabel'))}
        disabled={submitting}
      />
    </SettingsForm>
  );
});
