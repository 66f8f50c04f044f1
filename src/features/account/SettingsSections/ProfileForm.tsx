import { forwardRef, type FormHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { FieldMessage, useErrorText } from '@/components/FormField';
import type { GradeOptionGroup } from '@/features/account/GradeSelect';
import { LoadError } from '@/components/LoadError';
import { Skeleton, SkeletonGroup } from '@/components/Skeleton';
import { TextField } from '@/components/TextField';
import { GradeField, type GradeFieldStatus } from './GradeField';
import { SettingsForm } from './SettingsForm';
import { hasFieldErrors, NICKNAME_MAX_LENGTH, type FieldErrors, type ProfileField, type ProfileValues } from './settingsRules';
import * as styles from './SettingsSections.css';

export const profileFormStatuses = ['loading', 'ready', 'error'] as const;
export type ProfileFormStatus = (typeof profileFormStatuses)[number];

export interface ProfileFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onChange'> {
  /** The profile itself: loading, shown, or failed to load. */
  status: ProfileFormStatus;
  onRetry: () => void;
  retrying?: boolean;
  values: ProfileValues;
  onValuesChange: (values: ProfileValues) => void;
  /** The caller validates (validateProfile) and answers with `errors` or saves. */
  onSubmit: (values: ProfileValues) => void;
  errors?: FieldErrors<ProfileField>;
  /** Why the server refused, shown above the button. */
  error?: ReactNode;
  saving?: boolean;
  /** Whether anything differs from the saved profile; saving is offered only then. */
  dirty: boolean;
  gradeGroups: readonly GradeOptionGroup[];
  gradeStatus: GradeFieldStatus;
  onRetryGrades: () => void;
}

/** Nickname and grade. */
export const ProfileForm = forwardRef<HTMLFormElement, ProfileFormProps>(function ProfileForm(
  {
    status,
    onRetry,
    retrying = false,
    values,
    onValuesChange,
    onSubmit,
    errors = {},
    error,
    saving = false,
    dirty,
    gradeGroups,
    gradeStatus,
    onRetryGrades,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation();
  const message = useErrorText(errors);

  if (status === 'loading') {
    return (
      <SkeletonGroup label={t('settingsPage.profile.loading')} className={styles.form}>
        <Skeleton width="30%" />
        <Skeleton shape="rect" height="3.2em" />
        <Skeleton width="30%" />
        <Skeleton shape="rect" height="3.2em" />
        <Skeleton shape="rect" width="40%" height="2.8em" />
      </SkeletonGroup>
    );
  }
  if (status === 'error') {
    return <LoadError size="sm" message={t('settingsPage.profile.loadFailed')} onRetry={onRetry} retrying={retrying} />;
  }

  const change = (patch: Partial<ProfileValues>) => onValuesChange({ ...values, ...patch });

  return (
    <SettingsForm
      ref={ref}
      label={t('settingsPage.sections.profile')}
      busy={saving}
      busyState="saving"
      invalid={hasFieldErrors(errors)}
      onSubmit={() => onSubmit(values)}
      error={error}
      submitLabel={t('settingsPage.profile.save')}
      submitDisabled={!dirty}
      actionsNote={!dirty && <FieldMessage>{t('settingsPage.profile.unchanged')}</FieldMessage>}
      {...rest}
    >
      <TextField
        label={t('settingsPage.profile.nameLabel')}
        placeholder={t('settingsPage.profile.namePlaceholder')}
        hint={t('settingsPage.profile.nameHint')}
        size="lg"
        name="name"
        autoComplete="nickname"
        maxLength={NICKNAME_MAX_LENGTH}
        value={values.name}
        onValueChange={(name) => change({ name })}
        error={message('name')}
        disabled={saving}
      />
      <GradeField
        value={values.gradeName}
        onValueChange={(gradeName) => change({ gradeName })}
        groups={gradeGroups}
        status={gradeStatus}
        onRetry={onRetryGrades}
        error={message('gradeName')}
        disabled={saving}
      />
    </SettingsForm>
  );
});
