import { forwardRef, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Notice } from '@/components/Notice';
import { PasswordField } from '@/components/PasswordField';
import { REGISTER_PASSWORD_MAX } from '@/components/RegisterForm';
import { SettingsDone } from './SettingsDone';
import type { ChangePasswordField, ChangePasswordValues, FieldErrors } from './settingsRules';
import * as styles from './SettingsSections.css';

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
  { state, values, onValuesChange, onSubmit, errors = {}, error, onRestart, className, ...rest },
  ref,
) {
  const { t } = useTranslation();
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
  const message = (field: ChangePasswordField) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit(values);
  };

  return (
    <form
      ref={ref}
      noValidate
      className={[styles.form, className].filter(Boolean).join(' ')}
      data-state={submitting ? 'submitting' : Object.keys(errors).length ? 'invalid' : 'editing'}
      aria-label={t('settingsPage.sections.password')}
      onSubmit={submit}
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
      <PasswordField
        label={t('settingsPage.password.newLabel')}
        placeholder={t('settingsPage.password.newPlaceholder')}
        hint={t('settingsPage.password.newHint')}
        size="lg"
        name="newPassword"
        autoComplete="new-password"
        maxLength={REGISTER_PASSWORD_MAX}
        value={values.newPassword}
        onValueChange={(newPassword) => change({ newPassword })}
        error={message('newPassword')}
        disabled={submitting}
      />
      <PasswordField
        label={t('settingsPage.password.confirmLabel')}
        placeholder={t('settingsPage.password.confirmPlaceholder')}
        size="lg"
        name="confirmPassword"
        autoComplete="new-password"
        maxLength={REGISTER_PASSWORD_MAX}
        value={values.confirmPassword}
        onValueChange={(confirmPassword) => change({ confirmPassword })}
        error={message('confirmPassword')}
        disabled={submitting}
      />
      {error && <Notice tone="error" message={error} />}
      <div className={styles.actions}>
        <Button type="submit" size="lg" loading={submitting}>
          {t('settingsPage.password.submit')}
        </Button>
      </div>
    </form>
  );
});
