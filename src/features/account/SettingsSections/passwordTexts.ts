import type { TFunction } from '@/i18n';
import type { NewPasswordTexts } from '@/features/account/RegisterForm';

/** The new-password pair in the settings sections: one placeholder and rule, each section its own labels. */
export function settingsPasswordTexts(t: TFunction, label: string, confirmLabel: string): NewPasswordTexts {
  return {
    label,
    placeholder: t('settingsPage.password.newPlaceholder'),
    hint: t('settingsPage.password.newHint'),
    confirmLabel,
    confirmPlaceholder: t('settingsPage.password.confirmPlaceholder'),
  };
}
