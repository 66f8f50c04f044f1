import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { FormField } from '@/components/FormField';
import type { GradeOptionGroup } from '@/features/account/GradeSelect';
import { SettingsGlyph } from './SettingsGlyph';
import * as styles from './SettingsSections.css';

export const gradeFieldStatuses = ['loading', 'ready', 'error'] as const;
export type GradeFieldStatus = (typeof gradeFieldStatuses)[number];

export interface GradeFieldProps {
  value: string;
  onValueChange: (gradeName: string) => void;
  groups: readonly GradeOptionGroup[];
  status: GradeFieldStatus;
  onRetry: () => void;
  error?: string;
  disabled?: boolean;
}

/** The grade as a native select grouped by school stage: quick on phones, read well by screen readers. */
export function GradeField({ value, onValueChange, groups, status, onRetry, error, disabled = false }: GradeFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const listed = groups.some((group) => group.grades.some((grade) => grade.name === value));
  const messageId = `${id}-message`;
  let message: ReactNode = null;
  if (error) message = error;
  else if (status === 'loading') message = t('settingsPage.profile.gradeLoading');
  else if (status === 'error') {
    message = (
      <>
        {t('settingsPage.profile.gradeLoadFailed')}
        <button type="button" className={styles.textButton} onClick={onRetry}>
          {t('settingsPage.profile.gradeRetry')}
        </button>
      </>
    );
  }
  return (
    <FormField
      data-state={status}
      label={t('settingsPage.profile.gradeLabel')}
      htmlFor={id}
      message={message}
      messageId={messageId}
      messageTone={error || status === 'error' ? 'error' : 'hint'}
      messageProps={{ className: styles.messageRow, role: !error && status === 'loading' ? 'status' : undefined }}
    >
      <div className={styles.selectControl}>
        <select
          id={id}
          name="gradeName"
          className={styles.select}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          disabled={disabled || status !== 'ready'}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
        >
          <option value="" disabled>
            {t('settingsPage.profile.gradePlaceholder')}
          </option>
          {/* A grade the list no longer offers (or not yet) still shows as the current value. */}
          {value !== '' && !listed && <option value={value}>{value}</option>}
          {groups.map((group) => (
            <optgroup key={group.gradeName} label={group.gradeName}>
              {group.grades.map((grade) => (
                <option key={grade.name} value={grade.name}>
                  {grade.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <SettingsGlyph name="chevron" className={styles.selectChevron} />
      </div>
    </FormField>
  );
}
